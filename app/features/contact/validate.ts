import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema } from "./schema";

/** The contact form's rules in the browser: loaded after the page, so the page does not wait for them. */
export function validateContact(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema });
}
