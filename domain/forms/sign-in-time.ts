/**
 * When a sign-in was made, as the kiosk posts it for a sign-in that waited on
 * the tablet (field `signedInAt`, milliseconds since 1970). The server stores
 * it as the lead's time only when plausible (`plausibleSignInTime`): it comes
 * from the tablet's clock and from a form anyone can post.
 */
export const SIGNED_IN_AT_FIELD = "signedInAt";

/** Tablet and server clocks disagree by this much without either being wrong (no NTP on the venue Wi-Fi). */
export const SIGN_IN_CLOCK_SKEW_MS = 5 * 60_000;
/**
 * A claimed time older than this falls back to the server's: an open house
 * lasts a weekend, and a tablet left offline longer than a week is an accident
 * whose clock is as likely wrong as its sign-ins are late.
 */
export const SIGN_IN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * The time to store for a sign-in: the claimed time when it lies between
 * `SIGN_IN_MAX_AGE_MS` ago and `SIGN_IN_CLOCK_SKEW_MS` ahead of `now` (a time
 * ahead, within the skew, is stored as `now`: never a time in the future),
 * otherwise undefined, meaning the server's own time.
 */
export function plausibleSignInTime(claimed: number | null | undefined, now: Date) {
  if (claimed == null || !Number.isSafeInteger(claimed)) return undefined;
  const serverTime = now.getTime();
  if (claimed > serverTime + SIGN_IN_CLOCK_SKEW_MS) return undefined;
  if (claimed < serverTime - SIGN_IN_MAX_AGE_MS) return undefined;
  return new Date(Math.min(claimed, serverTime));
}
