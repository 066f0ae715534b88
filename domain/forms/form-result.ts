import type { LeadType } from "#domain/lead-type.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { EmailCorrectionState } from "./email-correction-schema.ts";

/** Field messages keyed by input name. */
export type FieldErrors = Record<string, string[] | undefined>;

/** The key of a message about the whole post (it could not be read), not about one of its fields. */
export const WHOLE_FORM = "form";

/** What a lead form's route action answers. */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "failure"; values: Record<string, string> }
  | { status: "rate-limited"; message: string; values?: Record<string, string> };

/** The contact form's answer: on success, what the visitor said she wants (the thank-you names who answers). */
export type ContactResult =
  | FormResult
  /** Who the routing rule gives her message to (server/team/promise.ts): the thank-you names her. */
  | {
      status: "success";
      leadType?: LeadType;
      member: MemberCardData | null;
      /** The thank-you's "correct my address" form (absent: the honeypot's pretend success). */
      correction?: EmailCorrectionState;
    };
