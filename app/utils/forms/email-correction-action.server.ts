import type { AppLoadContext } from "react-router";
import {
  CORRECTION_TOKEN_PATTERN,
  EMAIL_CORRECTION_INTENT,
  EmailCorrectionSchema,
  type EmailCorrectionState,
} from "#domain/forms/email-correction-schema.ts";
import { fieldErrors } from "#domain/forms/fields.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import type { LeadType } from "#domain/lead-type.ts";

/** A thank-you page's answer to a correction post: the form's state and the HTTP status. */
export type CorrectionAnswer = {
  state: EmailCorrectionState;
  status: number;
  /** The corrected lead's type: whom the page names as answering her. */
  leadType?: LeadType;
};

/**
 * The thank-you page's "correct my address" post, when this post is one (null: it is the lead
 * form's): rate limited, parsed with its schema (400 with the field's message), then the lead
 * service checks the token and corrects the lead (403 when the token is refused: expired, or not
 * this server's for the lead as it stands).
 */
export async function answerEmailCorrection(
  request: Request,
  context: AppLoadContext,
): Promise<CorrectionAnswer | null> {
  const formData = await request.formData().catch(() => undefined);
  if (formData?.get("intent") !== EMAIL_CORRECTION_INTENT) return null;
  if (!(await context.rateLimiter.allow("email-correction", context.clientIp)))
    return { state: { token: tokenOf(formData), outcome: "rate-limited" }, status: 429 };
  const parsed = EmailCorrectionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const typed = formData.get("email");
    return {
      state: {
        token: tokenOf(formData),
        outcome: "invalid",
        errors: fieldErrors(parsed.error).email ?? fieldErrors(parsed.error).token ?? [],
        typed: typeof typed === "string" ? typed.slice(0, FIELD_MAX.email) : "",
      },
      status: 400,
    };
  }
  const receipt = await context.leads.correctEmail(parsed.data.token, parsed.data.email);
  if (!receipt) return { state: { token: null, outcome: "refused" }, status: 403 };
  return {
    state: { email: parsed.data.email, token: receipt.correctionToken, outcome: "corrected" },
    status: 200,
    leadType: receipt.leadType,
  };
}

/** The posted token, kept for another try when its shape is right (the server checks the rest). */
function tokenOf(formData: FormData) {
  const token = formData.get("token");
  return typeof token === "string" && CORRECTION_TOKEN_PATTERN.test(token) ? token : null;
}
