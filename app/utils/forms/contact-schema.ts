import { z } from "zod";
import { singleLine } from "./fields.ts";

/** The contact form's lead sources, in the select's order (spec section 3). */
export const LEAD_SOURCES = ["Website", "Referral", "Social Media", "Open House", "Other"] as const;
export const DEFAULT_LEAD_SOURCE = "Website";

export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We will get back to you soon.",
  failure: "Failed to send message. Please try again later.",
} as const;

/** The contact form, validated the same way in the browser and in the route action. */
export const ContactSchema = z.object({
  first_name: singleLine("First name", 100).min(1, "First name is required"),
  last_name: singleLine("Last name", 100).min(1, "Last name is required"),
  email: singleLine("Email", 254)
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
  phone: singleLine("Phone", 30).optional().default(""),
  lead_source: z.enum(LEAD_SOURCES, { error: "Please choose how you heard about us" }),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be at most 5,000 characters"),
});

export type ContactInput = z.output<typeof ContactSchema>;
