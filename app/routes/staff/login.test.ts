import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requireStaff } from "#app/utils/auth.server.ts";
import { notificationOutbox, staffPasskeys, staffSessions } from "#server/db/schema.ts";
import { buildOutboxEmail } from "#server/outbox/mail.ts";
import { DEFAULT_LIMITS_PER_MINUTE } from "#server/rate-limiter.ts";
import type { StaffServices } from "#server/staff/auth-services.ts";
import { staffRouteContext, TEST_SITE, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { sessionCookie } from "#tests/support/route-calls.ts";
import { createSoftwarePasskey, type SoftwarePasskey } from "#tests/support/software-passkey.ts";
import * as account from "./account.tsx";
import * as addPasskey from "./account-passkey.ts";
import * as login from "./login.tsx";
import * as passkeyLogin from "./login-passkey.ts";
import * as logout from "./logout.ts";

const LENA = "lena@example.com";
const SAM = "sam@example.com";

const { db } = await openFileDatabase();

const servicesFor = (staffEmails: string[]) => testStaffServices(db, staffEmails);

/** One fixed minute: the test's posts all fall in one window of the limiter. */
const contextOf = (staff: StaffServices, clientIp = "192.0.2.1") =>
  staffRouteContext(db, staff, { clientIp, minute: Date.UTC(2026, 10, 25, 12, 0, 30) });

/** The first `name=value` of a Set-Cookie list. */
function cookieNamed(response: Response, name: string) {
  const found = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return found?.split(";")[0];
}

const get = (path: string, cookie = "") =>
  new Request(`${TEST_SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const postJson = (path: string, body: unknown, cookie: string) =>
  new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** Bodies that are not a WebAuthn answer of @simplewebauthn's shape, made from a real one. */
function malformedBodies(credential: Record<string, unknown>): string[] {
  return [
    "{",
    "null",
    JSON.stringify({ credential: 42 }),
    JSON.stringify({ credential: { ...credential, response: undefined } }),
    JSON.stringify({ credential: { ...credential, id: "a\u0000b" } }),
    JSON.stringify({ credential: { ...credential, type: "password" } }),
    JSON.stringify({ credential: { ...credential, response: { clientDataJSON: 7 } } }),
  ];
}

const postRaw = (path: string, body: string, cookie: string) =>
  new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body,
  });

/** Registers the software passkey's public key for `email`, as if added on the account page. */
async function storePasskey(passkey: SoftwarePasskey, email: string) {
  await db
    .insert(staffPasskeys)
    .values({ id: passkey.id, email, publicKey: passkey.publicKey, label: "Test, added today" });
}

/** Starts a passkey login: the challenge and the cookie that carries it. */
async function askToLogIn(staff: StaffServices) {
  const response = await passkeyLogin.loader({
    request: get("/staff/login/passkey"),
    context: contextOf(staff),
    params: {},
  } as never);
  const { challenge } = (await response.json()) as { challenge: string };
  return { challenge, cookie: cookieNamed(response, "staff_webauthn")! };
}

async function answer(staff: StaffServices, body: unknown, cookie: string) {
  return passkeyLogin.action({
    request: postJson("/staff/login/passkey", body, cookie),
    context: contextOf(staff),
    params: {},
  } as never);
}

describe("logging in with a passkey", () => {
  it("works once: the same answer with the same challenge cookie, replayed, is refused", async () => {
    const staff = servicesFor([LENA]);
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    await storePasskey(passkey, LENA);
    const { challenge, cookie } = await askToLogIn(staff);
    const body = { credential: passkey.authenticate(challenge), next: "/staff/leads" };

    const first = await answer(staff, body, cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ next: "/staff/leads" });
    expect(cookieNamed(first, "staff_session")).toBeDefined();

    const replayed = await answer(staff, body, cookie);
    expect(replayed.status).toBe(401);
    expect(cookieNamed(replayed, "staff_session")).toBeUndefined();
    expect(await db.select().from(staffSessions)).toHaveLength(1);
  });

  it("refuses an answer to a challenge older than 5 minutes", async () => {
    const staff = servicesFor([LENA]);
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    await storePasskey(passkey, LENA);
    const { challenge, cookie } = await askToLogIn(staff);
    await db.execute(
      sql`update staff_webauthn_challenges set created_at = created_at - interval '301 seconds', expires_at = expires_at - interval '301 seconds'`,
    );
    const late = await answer(staff, { credential: passkey.authenticate(challenge) }, cookie);
    expect(late.status).toBe(401);
  });

  it("refuses a passkey used with presence only (no PIN, fingerprint or face)", async () => {
    const staff = servicesFor([LENA]);
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    await storePasskey(passkey, LENA);
    const { challenge, cookie } = await askToLogIn(staff);
    const options = (await (
      await passkeyLogin.loader({
        request: get("/staff/login/passkey"),
        context: contextOf(staff),
        params: {},
      } as never)
    ).json()) as { userVerification?: string };
    expect(options.userVerification).toBe("required");
    const presenceOnly = await answer(
      staff,
      { credential: passkey.authenticate(challenge, { verified: false }) },
      cookie,
    );
    expect(presenceOnly.status).toBe(401);
  });
  it("answers a body that is not a passkey's answer with 400 and a reason, and signs no one in", async () => {
    const staff = servicesFor([LENA]);
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    await storePasskey(passkey, LENA);
    const { challenge, cookie } = await askToLogIn(staff);
    const credential = passkey.authenticate(challenge);
    for (const body of [
      ...malformedBodies(credential),
      JSON.stringify({ credential, next: [1] }),
    ]) {
      const response = await passkeyLogin.action({
        request: postRaw("/staff/login/passkey", body, cookie),
        context: contextOf(staff),
        params: {},
      } as never);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(
        /not a passkey's answer/,
      );
      expect(cookieNamed(response, "staff_session")).toBeUndefined();
    }
    expect(await db.select().from(staffSessions)).toEqual([]);
  });
});

describe("the code form", () => {
  const postCode = (staff: StaffServices, email: string, ip: string) =>
    login.action({
      request: new Request(`${TEST_SITE}/staff/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "code", email, code: "000000" }).toString(),
      }),
      context: contextOf(staff, ip),
      params: {},
    } as never);
  const statusOf = async (answer: unknown) =>
    answer instanceof Response
      ? answer.status
      : ((answer as { init?: ResponseInit }).init?.status ?? 200);

  it("throttles code posts per address, from any IP, staff address or not", async () => {
    const staff = servicesFor([LENA]);
    for (const email of [LENA, "x@example.com"]) {
      const limit = DEFAULT_LIMITS_PER_MINUTE["staff-code-address"];
      for (let i = 0; i < limit; i++) {
        expect(await statusOf(await postCode(staff, email, `198.51.100.${i + 1}`))).toBe(400);
      }
      expect(await statusOf(await postCode(staff, email, "203.0.113.9"))).toBe(429);
    }
  });

  it("throttles code posts per IP, whatever the address", async () => {
    const staff = servicesFor([LENA]);
    const limit = DEFAULT_LIMITS_PER_MINUTE["staff-code-ip"];
    for (let i = 0; i < limit; i++) {
      expect(await statusOf(await postCode(staff, `v${i}@example.com`, "198.51.100.1"))).toBe(400);
    }
    expect(await statusOf(await postCode(staff, LENA, "198.51.100.1"))).toBe(429);
  });
});

describe("the account page", () => {
  it("confirms an added passkey only by a label of hers: ?added= cannot put a stranger's text on the page", async () => {
    const staff = servicesFor([LENA]);
    const cookie = await sessionCookie(staff, LENA);
    await storePasskey(createSoftwarePasskey({ origin: TEST_SITE }), LENA);
    const addedOf = async (added: string) => {
      const page = await account.loader({
        request: get(`/staff/account?added=${encodeURIComponent(added)}`, cookie),
        context: contextOf(staff),
        params: {},
      } as never);
      return page.added;
    };
    expect(await addedOf("Test, added today")).toBe("Test, added today");
    expect(await addedOf("Call our support line at +1 900 555 0100")).toBeNull();
    expect(await addedOf("\0")).toBeNull();
  });
});

describe("adding a passkey", () => {
  async function optionsFor(staff: StaffServices, cookie: string) {
    return addPasskey
      .loader({
        request: get("/staff/account/passkey", cookie),
        context: contextOf(staff),
        params: {},
      } as never)
      .catch((thrown: unknown) => thrown as Response);
  }

  it("is refused with a login older than 10 minutes: the member is asked to log in again", async () => {
    const staff = servicesFor([LENA]);
    const cookie = await sessionCookie(staff, LENA);
    await db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(staffSessions.email, LENA));
    const refused = await optionsFor(staff, cookie);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/log in again/i);

    // Nor can an answer be posted straight to the action.
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    const posted = await addPasskey
      .action({
        request: postJson("/staff/account/passkey", { credential: passkey.register("x") }, cookie),
        context: contextOf(staff),
        params: {},
      } as never)
      .catch((thrown: unknown) => thrown as Response);
    expect(posted.status).toBe(403);
    expect(await db.select().from(staffPasskeys)).toEqual([]);

    // The account page e-mails her a link back to it instead.
    await account.action({
      request: new Request(`${TEST_SITE}/staff/account`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=login-again",
      }),
      context: contextOf(staff),
      params: {},
    } as never);
    const [mail] = await db.select().from(notificationOutbox);
    expect(
      mail?.payload.kind === "staff-sign-in" && staff.auth.buildLoginMail(mail.payload).text,
    ).toMatch(/\/staff\/login\/[\w-]+\?next=%2Fstaff%2Faccount/);
  });

  it("answers a body that is not a new passkey with 400 and a reason, and stores nothing", async () => {
    const staff = servicesFor([LENA]);
    const cookie = await sessionCookie(staff, LENA);
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    const optionsResponse = await optionsFor(staff, cookie);
    const { challenge } = (await optionsResponse.json()) as { challenge: string };
    const cookies = `${cookie}; ${cookieNamed(optionsResponse, "staff_webauthn")!}`;
    for (const body of malformedBodies(passkey.register(challenge))) {
      const response = await addPasskey.action({
        request: postRaw("/staff/account/passkey", body, cookies),
        context: contextOf(staff),
        params: {},
      } as never);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/could not be checked/);
    }
    expect(await db.select().from(staffPasskeys)).toEqual([]);
  });

  it("within 10 minutes of logging in, adds it, needs user verification, and e-mails the member how to remove it", async () => {
    const staff = servicesFor([LENA]);
    const cookie = await sessionCookie(staff, LENA);
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    const optionsResponse = await optionsFor(staff, cookie);
    const options = (await optionsResponse.json()) as {
      challenge: string;
      authenticatorSelection: { userVerification: string };
    };
    expect(options.authenticatorSelection.userVerification).toBe("required");
    const challengeCookie = cookieNamed(optionsResponse, "staff_webauthn")!;
    const added = await addPasskey.action({
      request: postJson(
        "/staff/account/passkey",
        { credential: passkey.register(options.challenge) },
        `${cookie}; ${challengeCookie}`,
      ),
      context: contextOf(staff),
      params: {},
    } as never);
    expect(added.status).toBe(200);
    expect(await db.select({ email: staffPasskeys.email }).from(staffPasskeys)).toEqual([
      { email: LENA },
    ]);

    const [row] = await db.select().from(notificationOutbox);
    expect(row?.recipient).toBe(LENA);
    if (row?.payload.kind !== "staff-passkey-added") throw new Error("no passkey mail queued");
    const mail = buildOutboxEmail(row.payload, TEST_SITE);
    expect(mail.subject).toMatch(/passkey was added/i);
    expect(mail.text).toContain(`${TEST_SITE}/staff/account`);
    expect(mail.text).toMatch(/Log out everywhere/);
    expect(mail.text).toMatch(/remove/i);
  });
});

describe("log out everywhere", () => {
  async function logOutEverywhere(staff: StaffServices, cookie: string, fields: string[][]) {
    return logout
      .action({
        request: new Request(`${TEST_SITE}/staff/logout`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams([["everywhere", "1"], ...fields]).toString(),
        }),
        context: contextOf(staff),
        params: {},
      } as never)
      .catch((thrown: unknown) => thrown as Response);
  }

  it("keeps the member's passkeys, unless she ticks the box to remove them too", async () => {
    const staff = servicesFor([LENA, SAM]);
    await storePasskey(createSoftwarePasskey({ origin: TEST_SITE }), LENA);
    await storePasskey(createSoftwarePasskey({ origin: TEST_SITE }), SAM);
    await logOutEverywhere(staff, await sessionCookie(staff, LENA), []);
    expect(await db.select().from(staffPasskeys)).toHaveLength(2);

    await logOutEverywhere(staff, await sessionCookie(staff, LENA), [["passkeys", "1"]]);
    expect(await db.select({ email: staffPasskeys.email }).from(staffPasskeys)).toEqual([
      { email: SAM },
    ]);
  });
});

describe("an address removed from STAFF_EMAILS", () => {
  const request = (cookie: string) =>
    new Request(`${TEST_SITE}/staff/leads`, { method: "POST", headers: { Cookie: cookie } });
  const isIn = (staff: StaffServices, cookie: string) =>
    requireStaff(request(cookie), contextOf(staff)).then(
      () => true,
      () => false,
    );

  it("loses its sessions and passkeys at once, and adding it back does not revive them", async () => {
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    const before = servicesFor([LENA, SAM]);
    const cookie = await sessionCookie(before, SAM);
    await storePasskey(passkey, SAM);
    expect(await isIn(before, cookie)).toBe(true);

    const without = servicesFor([LENA]);
    expect(await isIn(without, cookie)).toBe(false);
    const attempt = await askToLogIn(without);
    expect(
      (
        await answer(
          without,
          { credential: passkey.authenticate(attempt.challenge) },
          attempt.cookie,
        )
      ).status,
    ).toBe(401);

    const back = servicesFor([LENA, SAM]);
    expect(await isIn(back, cookie)).toBe(false);
    const again = await askToLogIn(back);
    expect(
      (await answer(back, { credential: passkey.authenticate(again.challenge) }, again.cookie))
        .status,
    ).toBe(401);
    expect(await db.select().from(staffPasskeys)).toEqual([]);
  });
});
