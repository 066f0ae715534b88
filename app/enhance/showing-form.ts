/** A listing's "Request a showing", checked before it posts (check-before-posting.ts). */
import { ShowingSchema } from "#domain/forms/showing-schema.ts";
import { checkBeforePosting } from "./check-before-posting.ts";

export default function enhance(form: HTMLFormElement) {
  checkBeforePosting(form, ShowingSchema);
}
