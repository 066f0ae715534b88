import type { ListingType } from "./listing.ts";

/**
 * A buyer's saved search (issue 43): facts the form, the server and the mails share.
 */

/** How often she is mailed: within one feed sync, or once a day at 7:00 Boston time. */
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * 'pending' until she follows the confirmation link (double opt-in: nothing else is sent before);
 * 'paused' by a bounce, a complaint or a one-click unsubscribe; 'deleted' from her management page.
 */
export const SAVED_SEARCH_STATUSES = ["pending", "confirmed", "paused", "deleted"] as const;
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number];

/** What an alert tells her about a home: it is new to her search, or its price went down. */
export type AlertKind = "new" | "price-drop";

/** Where the saving form posts: a resource route beside the search it saves. */
export const SAVED_SEARCH_ACTION_PATH = "/homes/alerts";

/** Where the confirmation link leads: `/homes/alerts/confirm/<token>`. */
export const SAVED_SEARCH_CONFIRM_PATH = "/homes/alerts/confirm";

/** Her searches' management page, from a link in each mail: `/homes/alerts/manage/<token>`. */
export const SAVED_SEARCH_MANAGE_PATH = "/homes/alerts/manage";

/** One-click unsubscribe (RFC 8058): `/homes/alerts/unsubscribe/<token>`, a page on GET, stops on POST. */
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = "/homes/alerts/unsubscribe";

/** A confirmed saved search as the team's mail, the CRM and the webhook carry it with its lead. */
export type SavedSearchRef = {
  /** The search's page on the site (/homes?…), as she saw it. */
  url: string;
  frequency: AlertFrequency;
  town?: string;
  zip?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  minBaths?: number;
  type?: ListingType;
};

/** A home's link in an alert (the token follows): recorded as viewed, then on to the home. */
export const SAVED_SEARCH_OPEN_PATH = "/homes/alerts/open";

/**
 * Why alerts to an address stopped on their own: the SMTP provider reported a bounce (or refused
 * the address while sending), or the buyer marked an alert as spam (a complaint).
 */
export const MAIL_STOP_REASONS = ["bounce", "complaint"] as const;
export type MailStopReason = (typeof MAIL_STOP_REASONS)[number];

/** The SMTP provider's bounce and complaint events, signed (docs/mail-events.md). */
export const MAIL_EVENTS_PATH = "/mail-events";
