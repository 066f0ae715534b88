import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/database.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import {
  staffLoginTokens,
  staffPasskeys,
  staffSessions,
  staffWebauthnChallenges,
} from "../db/schema.ts";
import { createStaffServices, type StaffServices } from "./auth-services.ts";
import { startLoginSweeper } from "./login-sweeper.ts";
import { endAllSessions, hashSessionId, resolveSecret, SESSION_IDLE_DAYS } from "./sessions.ts";

const SECRET = "a-test-secret-of-at-least-32-characters";
const LENA = "lena@example.com";
const SAM = "sam@example.com";

let handle: DatabaseHandle;
let db: Database;
let staff: StaffServices;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  staff = createStaffServices({
    db,
    env: { STAFF_EMAILS: [LENA, SAM], SITE_URL: "https://www.example.com" },
    secret: SECRET,
  });
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await db.execute(sql`truncate table staff_sessions`);
});

/** Signs a member in and returns the cookie their browser would send back. */
async function logIn(email: string) {
  const session = await staff.sessions.getSession();
  session.set("email", email);
  const setCookie = await staff.sessions.commitSession(session);
  return { setCookie, cookie: setCookie.split(";")[0]! };
}

const sessionOf = async (cookie: string) => (await staff.sessions.getSession(cookie)).get("email");

/** Moves every session of the member `days` into the past. */
const lastSeenDaysAgo = (email: string, days: number) =>
  db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(staffSessions.email, email));

describe("staff sessions", () => {
  it("sets a signed, HttpOnly, SameSite=Lax cookie, Secure under https, with a random id", async () => {
    const { setCookie, cookie } = await logIn(LENA);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/;/);
    expect(setCookie).toMatch(/Secure/);
    expect(cookie).not.toContain(LENA);
    expect(await sessionOf(cookie)).toBe(LENA);
    // A cookie whose signed id was altered is ignored (one character of the id changed).
    const at = "staff_session=".length + 4;
    const altered = `${cookie.slice(0, at)}${cookie[at] === "a" ? "b" : "a"}${cookie.slice(at + 1)}`;
    expect(await sessionOf(altered)).toBeUndefined();

    const plain = createStaffServices({
      db,
      env: { STAFF_EMAILS: [LENA], SITE_URL: "http://localhost:3000" },
      secret: SECRET,
    });
    const session = await plain.sessions.getSession();
    session.set("email", LENA);
    expect(await plain.sessions.commitSession(session)).not.toMatch(/Secure/);
  });

  it("stores only the SHA-256 of the id the cookie holds", async () => {
    const { cookie } = await logIn(LENA);
    const session = await staff.sessions.getSession(cookie);
    const rows = await db.select().from(staffSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toBe(createHash("sha256").update(session.id).digest("hex"));
    expect(rows[0]!.idHash).not.toBe(session.id);
  });

  it(`ends after ${SESSION_IDLE_DAYS} days without use, and each use starts the count again`, async () => {
    const { cookie } = await logIn(LENA);
    await lastSeenDaysAgo(LENA, SESSION_IDLE_DAYS - 1);
    expect(await sessionOf(cookie)).toBe(LENA);
    // That use moved the last-seen time to now.
    await lastSeenDaysAgo(LENA, 0);
    const [row] = await db.select().from(staffSessions);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await lastSeenDaysAgo(LENA, SESSION_IDLE_DAYS + 1);
    expect(await sessionOf(cookie)).toBeUndefined();
  });

  it("logging out ends this session only; logging out everywhere ends all of the member's", async () => {
    const laptop = await logIn(LENA);
    const tablet = await logIn(LENA);
    const phone = await logIn(LENA);
    const sams = await logIn(SAM);

    await staff.sessions.destroySession(await staff.sessions.getSession(laptop.cookie));
    expect(await sessionOf(laptop.cookie)).toBeUndefined();
    expect(await sessionOf(tablet.cookie)).toBe(LENA);

    expect(await endAllSessions(db, LENA)).toBe(2);
    expect(await sessionOf(tablet.cookie)).toBeUndefined();
    expect(await sessionOf(phone.cookie)).toBeUndefined();
    expect(await sessionOf(sams.cookie)).toBe(SAM);
  });
});

describe("the login sweeper", () => {
  it("deletes idle sessions, spent login requests and challenges, and what former staff left, at start and on schedule", async () => {
    await db.execute(
      sql`truncate table staff_login_tokens, staff_passkeys, staff_webauthn_challenges restart identity`,
    );
    const idle = await logIn(LENA);
    const fresh = await logIn(LENA);
    const former = await logIn("former@example.com");
    const hashOf = async (cookie: string) =>
      hashSessionId((await staff.sessions.getSession(cookie)).id);
    const [idleHash, freshHash] = [await hashOf(idle.cookie), await hashOf(fresh.cookie)];
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - make_interval(days => ${SESSION_IDLE_DAYS + 1})` })
      .where(eq(staffSessions.idHash, idleHash));
    await db.insert(staffPasskeys).values([
      { id: "lena-key", email: LENA, publicKey: "x", label: "Lena's" },
      { id: "former-key", email: "former@example.com", publicKey: "x", label: "Former's" },
    ]);
    await db.insert(staffLoginTokens).values([
      // Spent an hour ago: neither logs in nor counts against a limit any more.
      {
        email: LENA,
        requestIp: "192.0.2.1",
        createdAt: sql`now() - interval '1 hour'`,
        expiresAt: sql`now() - interval '45 minutes'`,
      },
      // Still counting against the 15-minute limits.
      { email: LENA, requestIp: "192.0.2.1", expiresAt: sql`now() + interval '15 minutes'` },
    ]);
    await db.execute(sql`insert into staff_webauthn_challenges (challenge, purpose, expires_at)
      values ('old', 'sign-in', now() - interval '1 second'), ('new', 'sign-in', now() + interval '5 minutes')`);

    const sweeper = startLoginSweeper({ db, staffEmails: [LENA, SAM], intervalMs: 60_000 });
    await sweeper.swept();
    await sweeper.stop();

    expect((await db.select().from(staffSessions)).map((row) => row.idHash)).toEqual([freshHash]);
    expect(await sessionOf(former.cookie)).toBeUndefined();
    expect((await db.select().from(staffPasskeys)).map((row) => row.id)).toEqual(["lena-key"]);
    expect(await db.select().from(staffLoginTokens)).toHaveLength(1);
    expect(
      await db
        .select({ challenge: staffWebauthnChallenges.challenge })
        .from(staffWebauthnChallenges),
    ).toEqual([{ challenge: "new" }]);
  });
});

describe("a secret from the environment or DATA_DIR (resolveSecret)", () => {
  it("generates one secret into DATA_DIR once, and every later start reads the same; a given one wins", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    try {
      const first = resolveSecret(undefined, dir, "suppression-secret");
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(resolveSecret(undefined, dir, "suppression-secret")).toBe(first);
      expect(readdirSync(dir)).toEqual(["suppression-secret"]);
      expect(resolveSecret("given-secret", dir, "suppression-secret")).toBe("given-secret");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
