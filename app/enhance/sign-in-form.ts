/** The event sign-in on a guest's own phone, checked before it posts (check-before-posting.ts). */
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import { checkBeforePosting } from "./check-before-posting.ts";

export default function enhance(form: HTMLFormElement) {
  checkBeforePosting(form, SignInSchema);
}
