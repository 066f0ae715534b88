import { signIn } from "#content/event.ts";

/** The toast the visitor sees after an event sign-in succeeds or fails (the English page's). */
export const SIGN_IN_MESSAGES = signIn.outcome;

/** Heading, and event part of the lead source's name (domain/event-source.ts), when the link carries no event name. */
export const DEFAULT_EVENT_NAME = "Event";
