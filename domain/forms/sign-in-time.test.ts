import { describe, expect, it } from "vitest";
import { plausibleSignInTime, SIGN_IN_CLOCK_SKEW_MS, SIGN_IN_MAX_AGE_MS } from "./sign-in-time.ts";

const now = new Date("2025-05-17T18:00:00Z");
const at = (offsetMs: number) => now.getTime() + offsetMs;

describe("plausibleSignInTime", () => {
  it("keeps a time from earlier the same day or a week ago", () => {
    expect(plausibleSignInTime(at(-2 * 60 * 60_000), now)).toEqual(new Date(at(-2 * 60 * 60_000)));
    expect(plausibleSignInTime(at(-SIGN_IN_MAX_AGE_MS), now)).toEqual(
      new Date(at(-SIGN_IN_MAX_AGE_MS)),
    );
  });

  it("stores a time slightly ahead (clock skew) as the server's time, never in the future", () => {
    expect(plausibleSignInTime(at(SIGN_IN_CLOCK_SKEW_MS), now)).toEqual(now);
    expect(plausibleSignInTime(at(1_000), now)).toEqual(now);
  });

  it("falls back to the server's time beyond the skew, beyond the week, or with no time", () => {
    expect(plausibleSignInTime(at(SIGN_IN_CLOCK_SKEW_MS + 1), now)).toBeUndefined();
    expect(plausibleSignInTime(at(-SIGN_IN_MAX_AGE_MS - 1), now)).toBeUndefined();
    expect(plausibleSignInTime(0, now)).toBeUndefined();
    expect(plausibleSignInTime(undefined, now)).toBeUndefined();
    expect(plausibleSignInTime(null, now)).toBeUndefined();
    expect(plausibleSignInTime(Number.NaN, now)).toBeUndefined();
    expect(plausibleSignInTime(1.5e20, now)).toBeUndefined();
  });
});
