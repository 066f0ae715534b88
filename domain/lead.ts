import type { Language } from "./language.ts";
import type { LeadType } from "./lead-type.ts";

/**
 * What a lead is, with no validation library attached (the pages import this
 * without pulling zod into their bundles).
 */

/** The lead forms: the name the rate limiter, the logs and the notification use ("showing": a listing's showing request). */
/** "saved-search": a buyer who confirmed a saved search (issue 43). */
export const LEAD_FORMS = ["contact", "sign-in", "home-value", "showing", "saved-search"] as const;
export type LeadFormName = (typeof LEAD_FORMS)[number];

/**
 * One lead, spelled the way the original site stored and mailed it: the
 * column names of `contact_submissions` / `contact_messages`, the fields of the
 * notification payload, and the contact form's posted names. Each form's zod
 * schema outputs this shape (the sign-in form maps its own posted names there);
 * the lead service stores it and queues it for the notification unchanged.
 */
export type Lead = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  lead_source: string;
  /** Only the contact form carries a message. */
  message?: string;
  /** What the lead came for, when the form says (domain/lead-type.ts). */
  lead_type?: LeadType;
  /**
   * The language of the page she wrote from (issue 40), never posted by the form: the action
   * reads it from the address. Absent: English, as every lead before the Chinese forms.
   */
  language?: Language;
};

/** What a form's action adds to its parsed input: the page's language. */
export type WrittenIn = Pick<Lead, "language">;

/** Maximum lengths of the lead fields, in characters, shared by the schemas and the inputs. */
export const FIELD_MAX = {
  name: 100,
  /** RFC 5321: a forward path is at most 256 octets including the angle brackets. */
  email: 254,
  phone: 30,
  message: 5000,
  /** The open house's name in the sign-in link. */
  eventName: 120,
} as const;
