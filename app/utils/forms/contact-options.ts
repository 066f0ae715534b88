/** The contact form's lead sources, in the select's order; 'Website' is preselected. */
export const LEAD_SOURCES = ["Website", "Referral", "Social Media", "Open House", "Other"] as const;
export const DEFAULT_LEAD_SOURCE = "Website";

/** The toast the visitor sees after the contact form succeeds or fails. */
export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We will get back to you soon.",
  failure: "Failed to send message. Please try again later.",
} as const;
