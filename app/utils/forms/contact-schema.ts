import * as z from "zod/mini";
import { FIELD_MAX } from "#domain/lead.ts";
import { FOLLOW_UP_CONSENT_VALUE } from "./consent.ts";
import { ConsentSchema } from "./consent-schema.ts";
import { LEAD_SOURCES } from "./contact-options.ts";
import { optionalPhone, requiredLine, requiredText } from "./fields.ts";

/**
 * The contact form, validated the same way in the browser and in the route
 * action. Its posted names are the lead's own field names (`Lead`), so the
 * lead service takes its output as it is.
 */
export const ContactSchema = z.object({
  first_name: requiredLine("First name", FIELD_MAX.name),
  last_name: requiredLine("Last name", FIELD_MAX.name),
  email: z.pipe(
    requiredLine("Email", FIELD_MAX.email),
    z.email("Please enter a valid email address").check(z.toLowerCase()),
  ),
  /** Optional; in any usual format, stored in E.164 form like a sign-in's. */
  phone: optionalPhone("Phone"),
  lead_source: z.enum(LEAD_SOURCES, { error: "Please choose how you heard about us" }),
  message: requiredText("Message", FIELD_MAX.message),
  /** "Keep me posted by e-mail": `yes` when ticked. */
  followUpConsent: ConsentSchema,
});

export type ContactInput = z.output<typeof ContactSchema>;

/** The longest value each posted field may echo back into the page. */
export const CONTACT_FIELD_MAX = {
  first_name: FIELD_MAX.name,
  last_name: FIELD_MAX.name,
  email: FIELD_MAX.email,
  phone: FIELD_MAX.phone,
  lead_source: Math.max(...LEAD_SOURCES.map((source) => source.length)),
  message: FIELD_MAX.message,
  followUpConsent: FOLLOW_UP_CONSENT_VALUE.length,
} satisfies Record<keyof z.input<typeof ContactSchema>, number>;
