import * as z from "zod/mini";
import { FIELD_MAX } from "#domain/lead.ts";
import { LEAD_TYPES } from "#domain/lead-type.ts";
import { FOLLOW_UP_CONSENT_VALUE } from "./consent.ts";
import { ConsentSchema } from "./consent-schema.ts";
import { DEFAULT_LEAD_SOURCE, LEAD_SOURCES } from "./contact-options.ts";
import { emailAddress, optionalPhone, requiredLine, requiredText } from "./fields.ts";

/**
 * The contact form, validated the same way in the browser and in the route
 * action. Its posted names are the lead's own field names (`Lead`), so the
 * lead service takes its output as it is.
 */
export const ContactSchema = z.object({
  /** The first question: what the visitor wants; it becomes the lead's type. */
  lead_type: z.enum(LEAD_TYPES, { error: "Please tell us what you are looking for" }),
  first_name: requiredLine("First name", FIELD_MAX.name),
  last_name: requiredLine("Last name", FIELD_MAX.name),
  email: emailAddress("Email"),
  /** Optional; in any usual format, stored in E.164 form like a sign-in's. */
  phone: optionalPhone("Phone"),
  /** Optional and never preset: unanswered, the lead is filed under the default source. */
  lead_source: z.pipe(
    z._default(
      z.union([z.literal(""), z.enum(LEAD_SOURCES)], {
        error: "Please choose how you heard about us",
      }),
      "",
    ),
    z.transform((source) => source || DEFAULT_LEAD_SOURCE),
  ),
  message: requiredText("Message", FIELD_MAX.message),
  /** "Keep me posted by e-mail": `yes` when ticked. */
  followUpConsent: ConsentSchema,
});

export type ContactInput = z.output<typeof ContactSchema>;

/** The longest value each posted field may echo back into the page. */
export const CONTACT_FIELD_MAX = {
  lead_type: Math.max(...LEAD_TYPES.map((type) => type.length)),
  first_name: FIELD_MAX.name,
  last_name: FIELD_MAX.name,
  email: FIELD_MAX.email,
  phone: FIELD_MAX.phone,
  lead_source: Math.max(...LEAD_SOURCES.map((source) => source.length)),
  message: FIELD_MAX.message,
  followUpConsent: FOLLOW_UP_CONSENT_VALUE.length,
} satisfies Record<keyof z.input<typeof ContactSchema>, number>;
