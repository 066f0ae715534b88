/** The toast the visitor sees after an event sign-in succeeds or fails. */
export const SIGN_IN_MESSAGES = {
  success: "Thank you for signing in!",
  failure: "Failed to submit form. Please try again later.",
} as const;

/** Heading, and event part of the lead source's name (domain/event-source.ts), when the link carries no event name. */
export const DEFAULT_EVENT_NAME = "Event";
