import * as z from "zod/mini";
import { requiredLine, singleLine } from "./fields.ts";

/** The `event` query parameter of the sign-in link. */
export const EventNameSchema = singleLine("Event name", 120);

/**
 * The open-house sign-in form: first and last name required ('First name is required', 'Last name is
 * required'), a valid e-mail ('Invalid email address', stored lowercased), phone optional and digits only.
 */
export const SignInSchema = z.object({
  firstName: requiredLine("First name", 100),
  lastName: requiredLine("Last name", 100),
  email: z.pipe(singleLine("Email", 254), z.email("Invalid email address").check(z.toLowerCase())),
  phone: z._default(
    singleLine("Phone number", 30).check(z.regex(/^\d*$/, "Phone number may contain digits only")),
    "",
  ),
});

export type SignInInput = z.output<typeof SignInSchema>;
