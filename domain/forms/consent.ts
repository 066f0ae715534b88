import type { LeadFormName } from "#domain/lead.ts";

/** The checkbox both lead forms carry; checked, it posts `followUpConsent=yes`. */
export const FOLLOW_UP_CONSENT_FIELD = "followUpConsent";
export const FOLLOW_UP_CONSENT_VALUE = "yes";

export type ConsentWording = { version: string; text: string };

/**
 * The exact words next to each form's follow-up checkbox. Consent is recorded
 * with the version id and the text, so what a person agreed to can be shown
 * later: change a text only together with a new version id, never in place.
 */
export const FOLLOW_UP_CONSENT = {
  "sign-in": {
    version: "sign-in-follow-up-2026-11",
    text: "E-mail me details about this home and similar homes",
  },
  contact: { version: "contact-follow-up-2026-11", text: "Keep me posted by e-mail" },
  "home-value": {
    version: "home-value-follow-up-2026-11",
    text: "E-mail me about homes that sell near mine",
  },
  showing: {
    version: "showing-follow-up-2026-11",
    text: "E-mail me about homes like this one",
  },
  // A saved search has no checkbox: saving it is asking for these mails, confirmed from the first one.
  "saved-search": {
    version: "saved-search-2026-11",
    text: "Get e-mails for new homes like these",
  },
} as const satisfies Record<LeadFormName, ConsentWording>;
