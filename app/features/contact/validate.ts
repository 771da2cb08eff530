import { checkForm } from "~/lib/form-reply";
import { contactSchema } from "./schema";

/** The contact form's rules in the browser: loaded after the page, so the page does not wait for them. */
export function validateContact(formData: FormData) {
  const read = checkForm(contactSchema, formData);
  return "errors" in read ? read.errors : {};
}
