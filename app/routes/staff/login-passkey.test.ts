import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffWebauthnChallenges } from "#server/db/schema.ts";
import { DEFAULT_LIMITS_PER_MINUTE } from "#server/rate-limiter.ts";
import { staffRouteContext, TEST_SITE, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { loader } from "./login-passkey.ts";

const { db } = await openFileDatabase();
const staff = testStaffServices(db, ["lena@example.com"]);

/** A visitor without a session asking for a passkey login's options, from `clientIp`. */
const askFrom = (clientIp: string) =>
  callRoute(
    loader as Handler,
    new Request(`${TEST_SITE}/staff/login/passkey`),
    staffRouteContext(db, staff, { clientIp, minute: Date.UTC(2026, 10, 27, 12, 0, 30) }),
  );

const storedChallenges = () =>
  db.select({ expiresAt: staffWebauthnChallenges.expiresAt }).from(staffWebauthnChallenges);

describe("the passkey login's challenges, asked for without a session", () => {
  it("are counted per IP: past the limit a minute the answer is 429 with a reason, and no row is written", async () => {
    const limit = DEFAULT_LIMITS_PER_MINUTE["staff-passkey-challenge"];
    const answers = [];
    for (let n = 0; n < limit + 5; n++) answers.push(await askFrom("198.51.100.9"));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(limit).fill(200),
      ...Array(5).fill(429),
    ]);
    expect(await answers.at(-1)!.response!.json()).toEqual({
      error: "Too many passkey logins from this network. Wait a minute, or log in by e-mail.",
    });
    expect(await storedChallenges()).toHaveLength(limit);
    // Another network is not held back by that one.
    expect((await askFrom("203.0.113.50")).status).toBe(200);
  });

  it("that nobody answered in 5 minutes are deleted when the next is asked for", async () => {
    await db.insert(staffWebauthnChallenges).values(
      ["stale-1", "stale-2"].map((challenge) => ({
        challenge,
        purpose: "sign-in" as const,
        expiresAt: sql`now() - interval '1 second'`,
      })),
    );
    expect((await askFrom("198.51.100.10")).status).toBe(200);
    const left = await storedChallenges();
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
