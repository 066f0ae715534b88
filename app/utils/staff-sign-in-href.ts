/**
 * The staff sign-in page, asked to return to `next` (a staff path) afterwards;
 * without one, the plain sign-in page. The one spelling of that address for
 * the guard's redirect, the "Sign in again" links and the "Ask for a new link" buttons.
 */
export function signInHref(next?: string | null) {
  return next ? `/staff/login?next=${encodeURIComponent(next)}` : "/staff/login";
}
