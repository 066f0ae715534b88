/** The query parameter that turns the event sign-in page into the shared-tablet kiosk. */
export const KIOSK_PARAM = "kiosk";

/** The sign-in page shown as a kiosk: /event/sign-in?event=…&kiosk=1. */
export function isKioskUrl(url: URL) {
  return url.pathname === "/event/sign-in" && url.searchParams.get(KIOSK_PARAM) === "1";
}

/** The kiosk address for an event's sign-in URL (the one its QR code encodes). */
export function kioskUrl(signInUrl: string) {
  const url = new URL(signInUrl);
  url.searchParams.set(KIOSK_PARAM, "1");
  return url.toString();
}

/**
 * Where the build writes the kiosk's service worker (scripts/kiosk-sw/build.mjs)
 * and the pages it may control: the sign-in page only, so no other page of the
 * site is ever answered by it.
 */
export const KIOSK_SW_URL = "/event/kiosk-sw.js";
export const KIOSK_SW_SCOPE = "/event/sign-in";

/** The message asking the service worker to store a kiosk page for offline reloads. */
export const CACHE_PAGE_MESSAGE = "kiosk:cache-page";
