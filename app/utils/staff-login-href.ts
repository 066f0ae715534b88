/**
 * The staff login page, asked to return to `next` (a staff path) afterwards;
 * without one, the plain login page. The one spelling of that address for
 * the guard's redirect, the "Log in again" links and the "Ask for a new link" buttons.
 */
export function loginHref(next?: string | null) {
  return next ? `/staff/login?next=${encodeURIComponent(next)}` : "/staff/login";
}
