import type { EmailCorrectionState } from "#domain/forms/email-correction-schema.ts";
import type { FormResult } from "#domain/forms/form-result.ts";

/** What the thank-you page repeats back: the home, and the address we will write to. */
export type HomeValueEcho = { street: string; unit: string; town: string; email: string };

/** The home-value action's answer: a lead form's, with the echo on success. */
export type HomeValueResult = FormResult & {
  echo?: HomeValueEcho;
  /** The thank-you's "correct my address" form. */
  correction?: EmailCorrectionState;
};
