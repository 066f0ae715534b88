/** What the visitor is told (spec section 8). */
export const SIGN_IN_MESSAGES = {
  success: "Thank you for signing in!",
  failure: "Failed to submit form. Please try again later.",
} as const;

/** Heading and lead-source name when the link carries no event name (spec section 9). */
export const DEFAULT_EVENT_NAME = "Event";
