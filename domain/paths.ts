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

/**
 * Where to go after signing in: the `next` page asked for, when it is a staff
 * page on this site, else the workspace. It is resolved as a URL against a
 * placeholder origin, so `//evil.example`, `/staff/../x` and backslash tricks
 * resolve to another host or path and are refused; what is returned is the
 * URL's own serialisation (percent-encoded), so any `next` makes a valid
 * Location header, `/staff/leads?q=Łukasz` included.
 */
export function safeNext(next: string | null | undefined): string {
  const origin = "http://next.invalid";
  // Not URL.parse: it needs Node 22, and the site runs on 20.19.
  if (!next?.startsWith("/") || !URL.canParse(next, origin)) return STAFF_PATH;
  const url = new URL(next, origin);
  return url.origin === origin && isStaffPath(url.pathname)
    ? url.pathname + url.search
    : STAFF_PATH;
}
