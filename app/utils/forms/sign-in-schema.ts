import { z } from "zod";
import { singleLine } from "./fields.ts";

export const SIGN_IN_MESSAGES = {
  success: "Thank you for signing in!",
  failure: "Failed to submit form. Please try again later.",
} as const;

/** Heading and lead-source name when the link carries no event name (spec section 9). */
export const DEFAULT_EVENT_NAME = "Event";

/** The `event` query parameter of the sign-in link. */
export const EventNameSchema = singleLine("Event name", 120);

/** The open-house sign-in form (messages from spec section 5). */
export const SignInSchema = z.object({
  firstName: singleLine("First name", 100).min(1, "First name is required"),
  lastName: singleLine("Last name", 100).min(1, "Last name is required"),
  email: singleLine("Email", 254)
    .pipe(z.email("Invalid email address"))
    .transform((email) => email.toLowerCase()),
  phone: singleLine("Phone number", 30)
    .regex(/^\d*$/, "Phone number may contain digits only")
    .optional()
    .default(""),
});

export type SignInInput = z.output<typeof SignInSchema>;
