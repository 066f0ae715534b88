/** The home-value request, checked before it posts (check-before-posting.ts). */
import { HomeValueSchema } from "#domain/forms/home-value-schema.ts";
import { checkBeforePosting } from "./check-before-posting.ts";

export default function enhance(form: HTMLFormElement) {
  checkBeforePosting(form, HomeValueSchema);
}
