import { describe, expect, it } from "vitest";
import { notificationOutbox, staffPasskeys } from "#server/db/schema.ts";
import { staffRouteContext, TEST_SITE, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { callRoute, type Handler, sessionCookie } from "#tests/support/route-calls.ts";
import { createSoftwarePasskey } from "#tests/support/software-passkey.ts";
import * as addPasskey from "./account-passkey.ts";
import * as passkeyLogin from "./login-passkey.ts";

const LENA = "lena@example.com";
const SAM = "sam@example.com";

const { db } = await openFileDatabase();
const staff = testStaffServices(db, [LENA, SAM]);
const context = () => staffRouteContext(db, staff, { minute: Date.UTC(2026, 10, 25, 12, 0, 30) });

/** A request to `path` with the cookies and, for a post, the JSON body. */
const request = (path: string, cookie: string, body?: unknown) =>
  new Request(`${TEST_SITE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The challenge a loader gave and the cookie list that carries it beside `cookie`. */
async function challengeFrom(handler: Handler, path: string, cookie = "") {
  const { response } = await callRoute(handler, request(path, cookie), context());
  const { challenge } = (await response!.json()) as { challenge: string };
  const challengeCookie = response!.headers.getSetCookie()[0]!.split(";")[0]!;
  return { challenge, cookies: cookie ? `${cookie}; ${challengeCookie}` : challengeCookie };
}

describe("passkey answers the database would refuse are answered 4xx", () => {
  it("registering a credential id another member's passkey has: 409 with a reason, nothing stored", async () => {
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    await db
      .insert(staffPasskeys)
      .values({ id: passkey.id, email: SAM, publicKey: passkey.publicKey, label: "Sam's" });
    const lena = await sessionCookie(staff, LENA);
    const { challenge, cookies } = await challengeFrom(
      addPasskey.loader as Handler,
      "/staff/account/passkey",
      lena,
    );
    const { status, response } = await callRoute(
      addPasskey.action as Handler,
      request("/staff/account/passkey", cookies, { credential: passkey.register(challenge) }),
      context(),
    );
    expect(status).toBe(409);
    expect(((await response!.json()) as { error: string }).error).toMatch(/already registered/);
    expect(await db.select({ email: staffPasskeys.email }).from(staffPasskeys)).toEqual([
      { email: SAM },
    ]);
    expect(await db.select().from(notificationOutbox)).toEqual([]);
  });

  it("a passkey login whose next is not a path: 400, and no session is started", async () => {
    const passkey = createSoftwarePasskey({ origin: TEST_SITE });
    await db
      .insert(staffPasskeys)
      .values({ id: passkey.id, email: LENA, publicKey: passkey.publicKey, label: "Lena's" });
    for (const next of [42, ["/staff"], { path: "/staff" }, null]) {
      const { challenge, cookies } = await challengeFrom(
        passkeyLogin.loader as Handler,
        "/staff/login/passkey",
      );
      const { status, response } = await callRoute(
        passkeyLogin.action as Handler,
        request("/staff/login/passkey", cookies, {
          credential: passkey.authenticate(challenge),
          next,
        }),
        context(),
      );
      expect(status, JSON.stringify(next)).toBe(400);
      expect(response!.headers.getSetCookie().join()).not.toMatch(/staff_session=[^;]/);
    }
  });
});
