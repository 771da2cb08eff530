import { checkForm } from "~/lib/form-reply";
import { type ContactFormWords, contactSchema } from "./schema";

/** The contact form's rules in the browser: loaded after the page, so the page does not wait for them. */
export function validateContact(formData: FormData, words: ContactFormWords) {
  const read = checkForm(contactSchema(words), formData);
  return "errors" in read ? read.errors : {};
}
