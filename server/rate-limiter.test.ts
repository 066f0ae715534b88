import { describe, expect, it } from "vitest";
import { createRateLimiter, DEFAULT_LIMITS_PER_MINUTE } from "./rate-limiter.ts";

/** A clock the test moves by hand. */
function fakeClock(start = Date.UTC(2025, 3, 12, 16, 0, 0)) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** How many of `tries` requests in a row are allowed. */
function allowedOf(allow: () => boolean, tries: number) {
  let allowed = 0;
  for (let i = 0; i < tries; i += 1) if (allow()) allowed += 1;
  return allowed;
}

describe("createRateLimiter", () => {
  it("allows 10 contact posts a minute per IP by default", () => {
    expect(DEFAULT_LIMITS_PER_MINUTE.contact).toBe(10);
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, clock.now);
    const results = Array.from({ length: 11 }, () => limiter.allow("contact", "203.0.113.5"));
    expect(results).toEqual([...Array(10).fill(true), false]);
  });

  it("allows 60 sign-ins a minute per IP by default", () => {
    expect(DEFAULT_LIMITS_PER_MINUTE["sign-in"]).toBe(60);
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, clock.now);
    expect(allowedOf(() => limiter.allow("sign-in", "203.0.113.5"), 100)).toBe(60);
  });

  it("counts each IP and each form separately", () => {
    const limiter = createRateLimiter(undefined, fakeClock().now);
    expect(allowedOf(() => limiter.allow("contact", "203.0.113.5"), 20)).toBe(10);
    expect(limiter.allow("contact", "203.0.113.6")).toBe(true);
    expect(allowedOf(() => limiter.allow("sign-in", "203.0.113.5"), 70)).toBe(60);
  });

  it("uses the override for both forms", () => {
    const limiter = createRateLimiter(3, fakeClock().now);
    expect(allowedOf(() => limiter.allow("contact", "198.51.100.1"), 10)).toBe(3);
    expect(allowedOf(() => limiter.allow("sign-in", "198.51.100.1"), 10)).toBe(3);
  });

  it("turns limiting off with 0", () => {
    const limiter = createRateLimiter(0, fakeClock().now);
    expect(allowedOf(() => limiter.allow("contact", "198.51.100.1"), 1000)).toBe(1000);
    expect(allowedOf(() => limiter.allow("sign-in", "198.51.100.1"), 1000)).toBe(1000);
  });

  it("starts a new window a minute after the first post of the last one", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, clock.now);
    expect(allowedOf(() => limiter.allow("contact", "203.0.113.5"), 10)).toBe(10);
    clock.advance(59_999);
    expect(limiter.allow("contact", "203.0.113.5")).toBe(false);
    clock.advance(1);
    expect(allowedOf(() => limiter.allow("contact", "203.0.113.5"), 11)).toBe(10);
    clock.advance(30_000);
    expect(limiter.allow("contact", "203.0.113.5")).toBe(false);
    clock.advance(30_000);
    expect(limiter.allow("contact", "203.0.113.5")).toBe(true);
  });
});
