import * as z from "zod/mini";
import { LEAD_SOURCES } from "./contact-options.ts";
import { requiredLine, singleLine } from "./fields.ts";

/** The contact form, validated the same way in the browser and in the route action. */
export const ContactSchema = z.object({
  first_name: requiredLine("First name", 100),
  last_name: requiredLine("Last name", 100),
  email: z.pipe(
    requiredLine("Email", 254),
    z.email("Please enter a valid email address").check(z.toLowerCase()),
  ),
  phone: z._default(singleLine("Phone", 30), ""),
  lead_source: z.enum(LEAD_SOURCES, { error: "Please choose how you heard about us" }),
  message: z
    .string({ error: "Message is required" })
    .check(
      z.trim(),
      z.minLength(1, "Message is required"),
      z.maxLength(5000, "Message must be at most 5,000 characters"),
    ),
});

export type ContactInput = z.output<typeof ContactSchema>;
