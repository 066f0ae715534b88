/**
 * What the team records about a lead with one tap on the lead's page: a call and
 * how it went, a text, an e-mail; and a next step done. The first of the first five
 * is the lead's first contact (speed to lead).
 */
export const LEAD_TOUCH_KINDS = [
  "call-reached",
  "call-left-message",
  "call-no-answer",
  "text",
  "email",
  "step-done",
  "open-house-note",
] as const;
export type LeadTouchKind = (typeof LEAD_TOUCH_KINDS)[number];

/** The touches that reach out to the lead (a step done is bookkeeping, not contact). */
export const CONTACT_TOUCHES = [
  "call-reached",
  "call-left-message",
  "call-no-answer",
  "text",
  "email",
] as const satisfies readonly LeadTouchKind[];

/** The buttons' words, and the timeline's. */
export const TOUCH_LABELS: Record<LeadTouchKind, string> = {
  "call-reached": "Called: reached",
  "call-left-message": "Called: left a message",
  "call-no-answer": "Called: no answer",
  text: "Texted",
  email: "E-mailed",
  "step-done": "Next step done",
  // A member's note to the guests of an open house (server/staff/guest-note.ts).
  "open-house-note": "E-mailed after the open house",
};

/** At most this many characters in a touch's optional line. */
export const TOUCH_NOTE_MAX = 300;
/** At most this many characters in a next step's text. */
export const NEXT_STEP_MAX = 200;
