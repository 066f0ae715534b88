import { asLanguage, type Language, pathIn, splitLanguage } from "#domain/language.ts";

/** The query parameter that turns the event sign-in page into the shared-tablet kiosk. */
export const KIOSK_PARAM = "kiosk";

/**
 * The kiosk's own language, named in its address only while a guest has switched to the other
 * one (issue 40 §2): /zh/event/sign-in?…&kiosk=1&home=en is an English kiosk showing one guest
 * the Chinese form. Without JavaScript the switch is a link, so the address has to remember where
 * the next guest starts.
 */
export const KIOSK_HOME_PARAM = "home";

const SIGN_IN_PATH = "/event/sign-in";

/** The sign-in page shown as a kiosk, in either language: /event/sign-in?event=…&kiosk=1. */
export function isKioskUrl(url: URL) {
  return (
    splitLanguage(url.pathname).path === SIGN_IN_PATH && url.searchParams.get(KIOSK_PARAM) === "1"
  );
}

/** The language every guest of this kiosk starts in: its `home`, else its address's. */
export function kioskHomeLanguage(url: URL): Language {
  const home = url.searchParams.get(KIOSK_HOME_PARAM);
  return home === null ? splitLanguage(url.pathname).language : asLanguage(home);
}

/** This kiosk's address showing a guest `language`, its event and kiosk parameters kept. */
export function kioskUrlIn(url: URL, language: Language) {
  const home = kioskHomeLanguage(url);
  const search = new URLSearchParams(url.search);
  search.delete(KIOSK_HOME_PARAM);
  if (language !== home) search.set(KIOSK_HOME_PARAM, home);
  return `${pathIn(language, SIGN_IN_PATH)}?${search}`;
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
const KIOSK_SW_URL = "/event/kiosk-sw.js";
const KIOSK_SW_SCOPE = "/event/sign-in";

/**
 * The worker of a kiosk page in a language: a worker controls only pages under its own folder, so
 * the Chinese kiosk has the same worker at /zh/event/kiosk-sw.js (scripts/kiosk-sw/build.mjs).
 */
export const kioskWorkerIn = (language: Language) => ({
  url: pathIn(language, KIOSK_SW_URL),
  scope: pathIn(language, KIOSK_SW_SCOPE),
});

/** The message asking the service worker to store a kiosk page for offline reloads. */
export const CACHE_PAGE_MESSAGE = "kiosk:cache-page";
