import * as z from "zod/mini";
import { requiredLine, singleLine } from "./fields.ts";
import { FIELD_MAX, type Lead } from "./lead.ts";

/** The `event` query parameter of the sign-in link. */
export const EventNameSchema = singleLine("Event name", FIELD_MAX.eventName);

/** What a sign-in contributes to a lead; the lead source comes from the event, not the form. */
type SignInLead = Pick<Lead, "first_name" | "last_name" | "email" | "phone">;

/**
 * The open-house sign-in form: first and last name required ('First name is
 * required', 'Last name is required'), a valid e-mail ('Invalid email
 * address', stored lowercased), phone optional. It posts camelCase names
 * (kept: other tools post them); its output is the lead's own spelling, and
 * this is the one place where the two are mapped.
 */
export const SignInSchema = z.pipe(
  z.object({
    firstName: requiredLine("First name", FIELD_MAX.name),
    lastName: requiredLine("Last name", FIELD_MAX.name),
    email: z.pipe(
      singleLine("Email", FIELD_MAX.email),
      z.email("Invalid email address").check(z.toLowerCase()),
    ),
    phone: z._default(
      singleLine("Phone number", FIELD_MAX.phone).check(
        z.regex(/^\d*$/, "Phone number may contain digits only"),
      ),
      "",
    ),
  }),
  z.transform(
    (posted): SignInLead => ({
      first_name: posted.firstName,
      last_name: posted.lastName,
      email: posted.email,
      phone: posted.phone,
    }),
  ),
);

export type SignInInput = z.output<typeof SignInSchema>;

/** The longest value each posted field may echo back into the page. */
export const SIGN_IN_FIELD_MAX = {
  firstName: FIELD_MAX.name,
  lastName: FIELD_MAX.name,
  email: FIELD_MAX.email,
  phone: FIELD_MAX.phone,
} satisfies Record<keyof z.input<typeof SignInSchema>, number>;
