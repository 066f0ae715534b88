import * as z from "zod/mini";
import { emailAddress } from "./fields.ts";

/** The hidden field that tells a thank-you page's correction from the lead form on the same page. */
export const EMAIL_CORRECTION_INTENT = "correct-email";

/** The token's shape (server/email-correction.ts): lead id, expiry, signature. */
export const CORRECTION_TOKEN_PATTERN = /^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;

/**
 * The thank-you page's "correct my address" form: one field, and the token only her page holds.
 * The address is checked as every form checks it.
 */
export const EmailCorrectionSchema = z.object({
  intent: z.literal(EMAIL_CORRECTION_INTENT),
  token: z.string().check(z.regex(CORRECTION_TOKEN_PATTERN, "This page cannot change the address")),
  email: emailAddress("Email"),
});

export type EmailCorrectionInput = z.output<typeof EmailCorrectionSchema>;

/**
 * The correction form's state on a thank-you page: the address the lead has now and the token
 * for changing it, and after a correction post, how it went.
 */
export type EmailCorrectionState = {
  /** The address as stored; absent after a post that changed nothing. */
  email?: string;
  /** Null when the page cannot offer the correction (a repeated post, an expired token). */
  token: string | null;
  outcome?: "corrected" | "invalid" | "refused" | "rate-limited";
  /** The field's messages and what she typed, after an invalid post. */
  errors?: string[];
  typed?: string;
};
