/** The home-value request, checked before it posts (check-before-posting.ts). */
import { HomeValueSchema } from "#app/utils/forms/home-value-schema.ts";
import { checkBeforePosting } from "./check-before-posting.ts";

export default function enhance(form: HTMLFormElement) {
  checkBeforePosting(form, HomeValueSchema);
}
