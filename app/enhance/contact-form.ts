/** The contact form (home page and /contact), checked before it posts (check-before-posting.ts). */
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { checkBeforePosting } from "./check-before-posting.ts";

export default function enhance(form: HTMLFormElement) {
  checkBeforePosting(form, ContactSchema);
}
