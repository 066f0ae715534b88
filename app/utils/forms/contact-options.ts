/** The contact form's lead sources, in the select's order (spec section 3). */
export const LEAD_SOURCES = ["Website", "Referral", "Social Media", "Open House", "Other"] as const;
export const DEFAULT_LEAD_SOURCE = "Website";

/** What the visitor is told (spec section 8). */
export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We will get back to you soon.",
  failure: "Failed to send message. Please try again later.",
} as const;
