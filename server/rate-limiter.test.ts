import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { openTestDatabase } from "#tests/support/database.ts";
import { rateLimits } from "./db/schema.ts";
import { createRateLimiter, DEFAULT_LIMITS_PER_MINUTE } from "./rate-limiter.ts";

/** A clock the test moves by hand, starting at the beginning of a minute. */
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
async function allowedOf(allow: () => Promise<boolean>, tries: number) {
  let allowed = 0;
  for (let i = 0; i < tries; i += 1) if (await allow()) allowed += 1;
  return allowed;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ reset: false });
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`truncate table rate_limits`);
});

describe("createRateLimiter", () => {
  it("allows 10 contact posts a minute per IP by default", async () => {
    expect(DEFAULT_LIMITS_PER_MINUTE.contact).toBe(10);
    const limiter = createRateLimiter({ db: handle.db, now: fakeClock().now });
    const results: boolean[] = [];
    for (let i = 0; i < 11; i += 1) results.push(await limiter.allow("contact", "203.0.113.5"));
    expect(results).toEqual([...Array(10).fill(true), false]);
  });

  it("allows 60 sign-ins a minute per IP by default", async () => {
    expect(DEFAULT_LIMITS_PER_MINUTE["sign-in"]).toBe(60);
    const limiter = createRateLimiter({ db: handle.db, now: fakeClock().now });
    expect(await allowedOf(() => limiter.allow("sign-in", "203.0.113.5"), 70)).toBe(60);
  });

  it("counts each IP and each form separately", async () => {
    const limiter = createRateLimiter({ db: handle.db, now: fakeClock().now });
    expect(await allowedOf(() => limiter.allow("contact", "203.0.113.5"), 20)).toBe(10);
    expect(await limiter.allow("contact", "203.0.113.6")).toBe(true);
    expect(await allowedOf(() => limiter.allow("sign-in", "203.0.113.5"), 70)).toBe(60);
  });

  it("uses the override for both forms, and 0 turns limiting off", async () => {
    const clock = fakeClock();
    const three = createRateLimiter({ db: handle.db, override: 3, now: clock.now });
    expect(await allowedOf(() => three.allow("contact", "198.51.100.1"), 10)).toBe(3);
    expect(await allowedOf(() => three.allow("sign-in", "198.51.100.1"), 10)).toBe(3);
    const off = createRateLimiter({ db: handle.db, override: 0, now: clock.now });
    expect(await allowedOf(() => off.allow("contact", "198.51.100.2"), 100)).toBe(100);
  });

  it("starts a new count at each clock minute", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ db: handle.db, now: clock.now });
    expect(await allowedOf(() => limiter.allow("contact", "203.0.113.5"), 10)).toBe(10);
    clock.advance(59_999);
    expect(await limiter.allow("contact", "203.0.113.5")).toBe(false);
    clock.advance(1);
    expect(await allowedOf(() => limiter.allow("contact", "203.0.113.5"), 11)).toBe(10);
  });

  it("remembers the count across a restart (a new limiter on the same database)", async () => {
    const clock = fakeClock();
    const before = createRateLimiter({ db: handle.db, now: clock.now });
    expect(await allowedOf(() => before.allow("contact", "203.0.113.5"), 10)).toBe(10);
    const after = createRateLimiter({ db: handle.db, now: clock.now });
    expect(await after.allow("contact", "203.0.113.5")).toBe(false);
  });

  it("sweeps finished windows, keeping the current and the previous one", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ db: handle.db, now: clock.now });
    for (let minute = 0; minute < 4; minute += 1) {
      await limiter.allow("contact", "203.0.113.5");
      clock.advance(60_000);
    }
    // The sweep runs beside the count, so wait until it has caught up.
    await expect
      .poll(async () => (await handle.db.select().from(rateLimits)).length)
      .toBeLessThanOrEqual(2);
  });

  it("lets 40 concurrent posts from one IP through exactly up to the limit", async () => {
    const limiter = createRateLimiter({ db: handle.db, now: fakeClock().now });
    const results = await Promise.all(
      Array.from({ length: 40 }, () => limiter.allow("contact", "203.0.113.9")),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});
