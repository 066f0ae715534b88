/**
 * Paths the browser, the server's headers and the e-mails must agree on.
 */

/** The team's workspace: every page, data request and download behind the staff sign-in starts here. */
export const STAFF_PATH = "/staff";

/** Whether a (lower-case) path is the workspace's: `/staff` itself, or below it (`/staff/…`, `/staff.data`). */
export const isStaffPath = (path: string) =>
  path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/`) || path.startsWith(`${STAFF_PATH}.`);

/**
 * The unsubscribe page: the link in every guest e-mail, and the URL of its
 * List-Unsubscribe header, to which mail programs POST (RFC 8058).
 */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** The unsubscribe page of one address's token (the form posts here, the e-mail links here). */
export const unsubscribePath = (token: string) =>
  `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;

/** The home-value request: every seller's call to action goes there (issue 32). */
export const HOME_VALUE_PATH = "/sellers/home-value";

/** The buyers' payment calculator. */
export const MORTGAGE_CALCULATOR_PATH = "/buyers/mortgage-calculator";
