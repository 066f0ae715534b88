import * as z from "zod/mini";
import { FIELD_MAX } from "#domain/lead.ts";
import { FOLLOW_UP_CONSENT_VALUE } from "./consent.ts";
import { ConsentSchema } from "./consent-schema.ts";
import { emailAddress, optionalPhone, optionalText, requiredLine, requiredText } from "./fields.ts";

/** What "Are you pre-approved?" offers; "" is no answer. */
export const PRE_APPROVAL_ANSWERS = ["yes", "no", "cash"] as const;
export type PreApprovalAnswer = (typeof PRE_APPROVAL_ANSWERS)[number];

export const PRE_APPROVAL_LABELS: Record<PreApprovalAnswer, string> = {
  yes: "Yes, I am pre-approved",
  no: "Not yet",
  cash: "I am paying cash",
};

/** The longest "preferred days and times" a visitor writes: a sentence or two. */
const PREFERRED_TIMES_MAX = 500;

/**
 * "Request a showing" on a listing's page, validated the same way in the browser and in the
 * route action. Its output is the lead (a buyer) whose message says when she would like to come,
 * whether she is pre-approved and what she wrote; the listing is the page's own.
 */
export const ShowingSchema = z.pipe(
  z.object({
    preferred_times: requiredText(
      "Preferred days and times",
      PREFERRED_TIMES_MAX,
      "Please tell us which days and times suit you",
    ),
    first_name: requiredLine("First name", FIELD_MAX.name),
    last_name: requiredLine("Last name", FIELD_MAX.name),
    email: emailAddress("Email"),
    phone: optionalPhone("Phone"),
    pre_approved: z._default(
      z.union([z.literal(""), z.enum(PRE_APPROVAL_ANSWERS)], {
        error: "Please choose one of the answers",
      }),
      "",
    ),
    message: optionalText("Message", FIELD_MAX.message),
    followUpConsent: ConsentSchema,
  }),
  z.transform((posted) => ({
    first_name: posted.first_name,
    last_name: posted.last_name,
    email: posted.email,
    phone: posted.phone,
    followUpConsent: posted.followUpConsent,
    message: showingMessage(posted),
  })),
);

export type ShowingInput = z.output<typeof ShowingSchema>;

/** The lead's message: when she would like to come, her pre-approval, then what she wrote. */
export function showingMessage({
  preferred_times,
  pre_approved,
  message,
}: {
  preferred_times: string;
  pre_approved: PreApprovalAnswer | "";
  message: string;
}) {
  return [
    `Preferred days and times: ${preferred_times}`,
    `Pre-approved: ${pre_approved ? PRE_APPROVAL_LABELS[pre_approved] : "Not said"}`,
    ...(message ? ["", message] : []),
  ].join("\n");
}

/** The longest value each posted field may echo back into the page. */
export const SHOWING_FIELD_MAX = {
  preferred_times: PREFERRED_TIMES_MAX,
  first_name: FIELD_MAX.name,
  last_name: FIELD_MAX.name,
  email: FIELD_MAX.email,
  phone: FIELD_MAX.phone,
  pre_approved: Math.max(...PRE_APPROVAL_ANSWERS.map((answer) => answer.length)),
  message: FIELD_MAX.message,
  followUpConsent: FOLLOW_UP_CONSENT_VALUE.length,
} satisfies Record<keyof z.input<typeof ShowingSchema>, number>;
