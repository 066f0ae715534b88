import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { TEST_SECRET, TEST_SITE } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import type { Database } from "../db/client.ts";
import {
  notificationOutbox,
  type StaffLoginPayload,
  staffAuditLog,
  staffLoginTokens,
} from "../db/schema.ts";
import {
  createStaffAuth,
  MAIL_WAKE_DELAY_MS,
  MAX_FAILED_CODES,
  MAX_REQUESTS_PER_ADDRESS,
  MAX_REQUESTS_PER_IP,
} from "./auth.ts";

const LENA = "lena@example.com";

const { db } = await openFileDatabase();

const staffAuth = (staffEmails = [LENA, "sam@example.com"]) =>
  createStaffAuth({ db, staffEmails, secret: TEST_SECRET, siteUrl: TEST_SITE });

/** What a login e-mail in the outbox says: its link's token and its code. */
function openMail(auth: ReturnType<typeof staffAuth>, row: typeof notificationOutbox.$inferSelect) {
  const payload = row.payload as StaffLoginPayload;
  const mail = auth.buildLoginMail(payload);
  const token = /\/staff\/login\/(\S+)/.exec(mail.text)![1]!;
  const code = /code on the login page: (\d{6})/.exec(mail.text)![1]!;
  return { mail, token, code, payload, row };
}

/** Asks for a login and returns what the member's e-mail says (the outbox row, opened). */
async function requestAndRead(auth = staffAuth(), email = LENA, ip = "192.0.2.1") {
  expect(await auth.requestLogin(email, ip)).toBe("queued");
  const rows = await db.select().from(notificationOutbox);
  return openMail(auth, rows.at(-1)!);
}

/** The link tokens of every login e-mail in the outbox, oldest first. */
async function readAllLinks(auth: ReturnType<typeof staffAuth>) {
  const rows = await db.select().from(notificationOutbox).orderBy(notificationOutbox.id);
  return rows.map((row) => openMail(auth, row).token);
}

describe("login links and codes", () => {
  it("mails a staff address a link under /staff/login/ and a 6-digit code, and stores neither in clear", async () => {
    const { mail, token, code, row } = await requestAndRead();
    expect(row.recipient).toBe(LENA);
    expect(mail.text).toContain(`${TEST_SITE}/staff/login/${token}`);
    expect(mail.subject).toContain(code);
    // The database holds hashes, and the outbox payload only the sealed mail.
    const stored = JSON.stringify(await db.select().from(staffLoginTokens));
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(new RegExp(`"${code}"`));
    expect(JSON.stringify(row.payload)).not.toContain(token);
    expect(JSON.stringify(row.payload)).not.toContain(code);
  });

  it("carries the staff page the member was going to in the link, and only a staff page of this site", async () => {
    const auth = staffAuth();
    const linkFor = async (next: string) => {
      expect(await auth.requestLogin(LENA, "192.0.2.1", next)).toBe("queued");
      const rows = await db.select().from(notificationOutbox);
      const mail = auth.buildLoginMail(rows.at(-1)!.payload as StaffLoginPayload);
      return /https:\/\/\S+/.exec(mail.text)![0];
    };
    expect(await linkFor("/staff/leads/7")).toMatch(
      /\/staff\/login\/[\w-]+\?next=%2Fstaff%2Fleads%2F7$/,
    );
    expect(await linkFor("//evil.example/staff")).toMatch(/\/staff\/login\/[\w-]+$/);
    expect(await linkFor("https://evil.example/staff")).toMatch(/\/staff\/login\/[\w-]+$/);
    // Whose link it is, while it works; nobody's once used.
    const { token } = await requestAndRead(auth);
    expect(await auth.liveLinkEmail(token)).toBe(LENA);
    await auth.redeemLink(token);
    expect(await auth.liveLinkEmail(token)).toBeNull();
  });

  it("sends nothing for an address that is not staff, and keeps no copy of it", async () => {
    const auth = staffAuth();
    expect(await auth.requestLogin("stranger@example.com", "192.0.2.1")).toBe("not-staff");
    expect(await db.select().from(notificationOutbox)).toHaveLength(0);
    expect(JSON.stringify(await db.select().from(staffLoginTokens))).not.toContain("stranger");
  });

  it("treats the address case-insensitively", async () => {
    const auth = staffAuth();
    const { token } = await requestAndRead(auth, "  Lena@Example.COM ");
    expect(await auth.redeemLink(token)).toBe(LENA);
  });

  it("logs in once with a link; the second use and an unknown token are refused", async () => {
    const auth = staffAuth();
    const { token } = await requestAndRead(auth);
    expect(await auth.linkIsLive(token)).toBe(true);
    expect(await auth.redeemLink(token)).toBe(LENA);
    expect(await auth.linkIsLive(token)).toBe(false);
    expect(await auth.redeemLink(token)).toBeNull();
    expect(await auth.redeemLink(`${token}x`)).toBeNull();
  });

  it("refuses a link and a code after 15 minutes", async () => {
    const auth = staffAuth();
    const { token, code } = await requestAndRead(auth);
    // 15 minutes and a second later, as the database sees it.
    await db.update(staffLoginTokens).set({
      createdAt: sql`now() - interval '15 minutes 1 second'`,
      expiresAt: sql`now() - interval '1 second'`,
    });
    expect(await auth.linkIsLive(token)).toBe(false);
    expect(await auth.redeemLink(token)).toBeNull();
    expect(await auth.redeemCode(LENA, code, "192.0.2.1")).toBeNull();
  });

  it("logs in once with the code; a code is tied to its address", async () => {
    const auth = staffAuth();
    const { code } = await requestAndRead(auth);
    expect(await auth.redeemCode("sam@example.com", code, "192.0.2.1")).toBeNull();
    expect(await auth.redeemCode(LENA, code, "192.0.2.1")).toBe(LENA);
    expect(await auth.redeemCode(LENA, code, "192.0.2.1")).toBeNull();
  });

  it("kills the code after too many wrong ones, so it cannot be guessed; the mailed link still logs in", async () => {
    const auth = staffAuth();
    const { code, token } = await requestAndRead(auth);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < MAX_FAILED_CODES; i++)
      expect(await auth.redeemCode(LENA, wrong, "192.0.2.1")).toBeNull();
    expect(await auth.redeemCode(LENA, code, "192.0.2.1")).toBeNull();
    expect(await auth.linkIsLive(token)).toBe(true);
    expect(await auth.redeemLink(token)).toBe(LENA);
  });

  it("a stranger who spends a member's mails and then her codes does not lock her out", async () => {
    const auth = staffAuth();
    for (let i = 0; i < MAX_REQUESTS_PER_ADDRESS; i++)
      expect(await auth.requestLogin(LENA, "198.51.100.7")).toBe("queued");
    expect(await auth.requestLogin(LENA, "192.0.2.1")).toBe("address-limit");
    for (let i = 0; i < MAX_FAILED_CODES; i++)
      expect(await auth.redeemCode(LENA, "000000", "192.0.2.1")).toBeNull();
    // Each of the mails the stranger caused holds a link that still works.
    const links = await readAllLinks(auth);
    expect(links).toHaveLength(MAX_REQUESTS_PER_ADDRESS);
    expect(await auth.redeemLink(links.at(-1) ?? "")).toBe(LENA);
  });

  it("using the link also uses up its code", async () => {
    const auth = staffAuth();
    const { code, token } = await requestAndRead(auth);
    expect(await auth.redeemLink(token)).toBe(LENA);
    expect(await auth.redeemCode(LENA, code, "192.0.2.1")).toBeNull();
  });

  it("stops mailing an address after its limit, silently, and lets another address through", async () => {
    const auth = staffAuth();
    for (let i = 0; i < MAX_REQUESTS_PER_ADDRESS; i++) {
      expect(await auth.requestLogin(LENA, `192.0.2.${i + 1}`)).toBe("queued");
    }
    expect(await auth.requestLogin(LENA, "192.0.2.99")).toBe("address-limit");
    expect(await db.select().from(notificationOutbox)).toHaveLength(MAX_REQUESTS_PER_ADDRESS);
    expect(await auth.requestLogin("sam@example.com", "192.0.2.99")).toBe("queued");
    // The window is 15 minutes: older requests no longer count.
    await db.update(staffLoginTokens).set({ createdAt: sql`now() - interval '16 minutes'` });
    expect(await auth.requestLogin(LENA, "192.0.2.99")).toBe("queued");
  });

  it("limits requests per IP, counting addresses that are not staff too", async () => {
    const auth = staffAuth();
    for (let i = 0; i < MAX_REQUESTS_PER_IP; i++) {
      expect(await auth.requestLogin(`visitor-${i}@example.com`, "198.51.100.7")).toBe("not-staff");
    }
    expect(await auth.requestLogin(LENA, "198.51.100.7")).toBe("ip-limit");
    expect(await db.select().from(notificationOutbox)).toHaveLength(0);
    expect(await auth.requestLogin(LENA, "198.51.100.8")).toBe("queued");
  });

  it("refuses a link for an address removed from STAFF_EMAILS since it was sent", async () => {
    const { token } = await requestAndRead(staffAuth());
    expect(await staffAuth(["sam@example.com"]).redeemLink(token)).toBeNull();
  });

  it("gives the command line a working link for staff only", async () => {
    const auth = staffAuth();
    const link = await auth.issueLink(LENA);
    expect(link).toMatch(new RegExp(`^${TEST_SITE}/staff/login/[\\w-]{43}$`));
    expect(await auth.redeemLink(link.split("/").pop()!)).toBe(LENA);
    await expect(auth.issueLink("stranger@example.com")).rejects.toThrow(/not in STAFF_EMAILS/);
  });

  it("cannot open a sealed mail with another secret", async () => {
    const { payload } = await requestAndRead();
    const other = createStaffAuth({
      db,
      staffEmails: [LENA],
      secret: "another-secret-of-at-least-32-chars!!",
      siteUrl: TEST_SITE,
    });
    expect(() => other.buildLoginMail(payload)).toThrow();
    const [row] = await db.select().from(staffLoginTokens).where(eq(staffLoginTokens.email, LENA));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

/**
 * The database behind a Proxy that lists each call a module makes on it ("insert
 * staff_login_tokens", "select", "execute"), transactions included: two requests that
 * make the same calls take the same path, however loaded the machine is.
 */
function recordingDatabase(calls: string[]): Database {
  const recorded = new Set(["select", "insert", "update", "delete", "execute", "transaction"]);
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof value !== "function" || !recorded.has(String(property))) return value;
        return (...args: unknown[]) => {
          const [first, ...rest] = args;
          const table = is(first, PgTable) ? ` ${getTableName(first)}` : "";
          calls.push(`${String(property)}${table}`);
          if (property === "transaction" && typeof first === "function") {
            return value.call(object, (tx: object) => first(wrap(tx)), ...rest);
          }
          return value.apply(object, args);
        };
      },
    });
  return wrap(db);
}

describe("a stranger learns nothing from how the login page answers", () => {
  const recordedAuth = (calls: string[]) =>
    createStaffAuth({
      db: recordingDatabase(calls),
      staffEmails: [LENA],
      secret: TEST_SECRET,
      siteUrl: TEST_SITE,
      onMailQueued: () => calls.push("wake the outbox"),
    });

  it("asking for a link takes the same path for a staff address as for a stranger's", async () => {
    const staffCalls: string[] = [];
    const strangerCalls: string[] = [];
    expect(await recordedAuth(staffCalls).requestLogin(LENA, "192.0.2.1")).toBe("queued");
    expect(await recordedAuth(strangerCalls).requestLogin("x@example.com", "192.0.2.2")).toBe(
      "not-staff",
    );
    // Both answered before the outbox is woken: a member's mail is made after her answer has gone.
    expect(staffCalls).not.toContain("wake the outbox");
    expect(strangerCalls).toEqual(staffCalls);
    await new Promise((resolve) => setTimeout(resolve, MAIL_WAKE_DELAY_MS + 50));
    expect(staffCalls.at(-1)).toBe("wake the outbox");
    expect(strangerCalls).toEqual(staffCalls);
    // The staff address's mail is queued all the same.
    expect((await db.select().from(notificationOutbox)).map((row) => row.recipient)).toEqual([
      LENA,
    ]);
  });

  it("a wrong code takes the same path for a staff address as for a stranger's, and is in the activity log", async () => {
    await requestAndRead();
    const staffCalls: string[] = [];
    const strangerCalls: string[] = [];
    expect(await recordedAuth(staffCalls).redeemCode(LENA, "000000", "192.0.2.1")).toBeNull();
    expect(
      await recordedAuth(strangerCalls).redeemCode("x@example.com", "000000", "192.0.2.2"),
    ).toBeNull();
    expect(strangerCalls).toEqual(staffCalls);
    const log = await db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
    expect(log).toEqual([
      expect.objectContaining({
        actor: LENA,
        action: "entered a wrong login code",
        detail: { ip: "192.0.2.1" },
      }),
      expect.objectContaining({
        actor: "an address not on the team",
        action: "entered a wrong login code",
        detail: { ip: "192.0.2.2" },
      }),
    ]);
  });
});

describe("with limits turned off (FORM_RATE_LIMIT_PER_MINUTE=0, the browser tests)", () => {
  it("keeps mailing the same address from the same IP", async () => {
    const auth = createStaffAuth({
      db,
      staffEmails: [LENA],
      secret: TEST_SECRET,
      siteUrl: TEST_SITE,
      limits: false,
    });
    for (let i = 0; i <= MAX_REQUESTS_PER_IP; i++) {
      expect(await auth.requestLogin(LENA, "192.0.2.1")).toBe("queued");
    }
  });
});
