/**
 * The staff fuzz test (server/staff/staff-fuzz-*.test.ts): every staff route and action (read
 * from server/pages.ts, so a new one is fuzzed without touching this file) with bad dates, huge
 * and negative ids, NUL, overlong fields, wrong types and bodies, signed in and not: each answer is
 * a 4xx, or a 2xx/3xx where the input is simply ignored, never a 5xx (a thrown error, which the
 * framework answers 500 and logs with its stack). A stray console.error fails the test too
 * (tests/setup-unit.ts).
 */
import { join } from "node:path";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { staffPasskeys } from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { isStaffPage, PAGES, STAFF_LAYOUT } from "#server/pages.ts";
import { createRateLimiter } from "#server/rate-limiter.ts";
import { createStaffServices, type StaffServices } from "#server/staff/auth-services.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { fuzzedBodies, STAFF_FORMS } from "#tests/support/staff-form-fuzz.ts";
import { STAFF, withLeadDatabase } from "#tests/support/staff-leads.ts";

/** The content editors and the open houses: the workspace's forms with photos and dates. */
export const isEditorRoute = (pattern: string) =>
  pattern.startsWith("/staff/content") || pattern.startsWith("/staff/open-houses");

const SITE = "https://www.example.com";
const SECRET = "a-test-secret-of-at-least-32-characters";
const NUL = "\0";
const LONG = "x".repeat(100_000);

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

/** Every staff route: the workspace's layout and each page the page list puts inside it. */
const STAFF_ROUTES = [
  { pattern: "/staff", module: STAFF_LAYOUT },
  ...PAGES.filter(isStaffPage).map(({ pattern, module }) => ({ pattern, module })),
];

const BAD_IDS = ["0", "-1", "3000000000", "2147483648", "1e3", "1.5", "abc", NUL, "9".repeat(400)];
const BAD_DATES = ["2025-02-30", "2025-13-01", "0000-00-00", "2025-02-29", "99999-01-01", NUL];

/** Query strings for a GET: each filter and parameter with bad values. */
const BAD_QUERIES = [
  "",
  ...BAD_DATES.flatMap((day) => [`from=${enc(day)}`, `to=${enc(day)}`]),
  ...BAD_IDS.map((id) => `after=${enc(id)}`),
  ...BAD_IDS.map((id) => `before=${enc(id)}`),
  ...BAD_IDS.map((id) => `compare=${enc(id)}`),
  `q=${enc(NUL)}`,
  `q=${LONG.slice(0, 5000)}`,
  `source=${enc(`a${NUL}`)}`,
  "status=bogus&type=bogus",
  "from=2025-03-10&to=2025-03-01",
  `added=${enc("<script>alert(1)</script>")}`,
  `added=${enc(NUL)}`,
  `next=${enc(`/staff${NUL}`)}`,
  "q=a&q=b&status=new&status=all",
];

/** Form fields a staff action reads, each with wrong values. */
const FIELD_VALUES: Record<string, string[]> = {
  intent: ["status", "note", "retry", "erase", "remove", "remove-all", "bogus", NUL],
  personId: BAD_IDS,
  notification: BAD_IDS,
  status: ["bogus", NUL, "archived"],
  body: [NUL, `note${NUL}`, LONG, ""],
  confirm: [NUL, LONG, ""],
  email: [NUL, `${NUL}@example.com`, LONG, "not-an-address", STAFF],
  code: [NUL, "12345", LONG],
  next: [NUL, "//evil.example", LONG],
  id: BAD_IDS,
  label: [NUL, LONG],
  passkeys: ["yes", NUL],
};

/** Bodies that are not a form, or are a form of the wrong shape. */
const BAD_BODIES: { type?: string; body: string }[] = [
  { type: "application/json", body: "{" },
  { type: "application/json", body: JSON.stringify({ credential: credentialWithId(NUL) }) },
  { type: "application/json", body: JSON.stringify({ credential: credentialWithId(`a${NUL}b`) }) },
  { type: "application/json", body: JSON.stringify({ credential: credentialWithId(LONG) }) },
  { type: "application/json", body: JSON.stringify({ credential: 42, next: [1] }) },
  { type: "application/json", body: JSON.stringify({ credential: { id: 1, response: null } }) },
  { type: "application/json", body: "null" },
  { type: "text/plain", body: "intent=note&body=x" },
  { body: "" },
  { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
  { type: "application/x-www-form-urlencoded", body: "%zz=%zz&intent=%00" },
];

function credentialWithId(id: string) {
  return {
    id,
    rawId: id,
    type: "public-key",
    response: { clientDataJSON: id, authenticatorData: id, signature: id, userHandle: id },
    clientExtensionResults: {},
  };
}

function enc(value: string) {
  return encodeURIComponent(value);
}

/**
 * Every field's wrong values beside each intent (so every branch of an action sees them), all
 * fields in one form per round: round r gives each field its r-th value. The forms' own fuzz
 * (staff-form-fuzz.ts) changes one field of a valid form at a time, so no field's refusal hides
 * another's.
 */
function badForms(): URLSearchParams[] {
  const { intent: intents, ...fields } = FIELD_VALUES;
  const rounds = Math.max(...Object.values(fields).map((values) => values.length));
  const forms: URLSearchParams[] = [new URLSearchParams()];
  for (const intent of intents!)
    for (let round = 0; round < rounds; round++) {
      const form = new URLSearchParams({ intent });
      for (const [field, values] of Object.entries(fields))
        form.set(field, values[round % values.length]!);
      forms.push(form);
    }
  return forms;
}

/** The URL of a pattern with each of its parameters set to the value. */
const fill = (pattern: string, value: string) =>
  pattern.replace(/:(\w+)/g, () => encodeURIComponent(value));
const paramsOf = (pattern: string, value: string) =>
  Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, value]));

/** The status the framework would answer with, for a loader's or action's result or throw. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (isRouteErrorResponse(thrown)) return thrown.status;
    if (isDataWithInit(thrown)) return thrown.init?.status ?? 200;
    return 500;
  }
  if (outcome instanceof Response) {
    // A streamed download fails while it streams: read it to the end.
    try {
      await outcome.text();
    } catch {
      return 500;
    }
    return outcome.status;
  }
  if (isDataWithInit(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

const isDataWithInit = (value: unknown): value is { init?: { status?: number } } =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * The fuzz test of the staff routes `which` picks (two test files share them out, so the two
 * halves run side by side): every route and action answers bad input with a 4xx, never a 5xx.
 */
export function fuzzStaffRoutes(which: (pattern: string) => boolean) {
  const workspace = withLeadDatabase();
  const staffRoutes = STAFF_ROUTES.filter((route) => which(route.pattern));
  describe("the staff fuzz test: every staff route and action answers bad input with a 4xx, never a 5xx", () => {
    it("has routes to fuzz", () => {
      expect(staffRoutes.length).toBeGreaterThan(0);
    });
    let staff: StaffServices;
    const contextOf = () =>
      testLoadContext(workspace.db, {
        staff,
        rateLimiter: createRateLimiter({ db: workspace.db }),
        leads: createLeadService({
          db: workspace.db,
          contactNotifyTo: STAFF,
          eventNotifyTo: STAFF,
        }),
      });

    /**
     * The cookies of a request: a passkey challenge and, signed in, the session. A JSON body (a
     * passkey login) gets a fresh challenge, since a challenge is used once; every other request
     * shares the route's: each costs database writes, and the routes take thousands of requests.
     */
    async function cookieMaker() {
      const challengeCookie = async () => {
        const options = await staff.passkeys.authenticationOptions();
        return (await staff.challengeCookie.serialize(options.challenge)).split(";")[0]!;
      };
      const session = await staff.sessions.getSession();
      session.set("email", STAFF);
      const sessionCookie = (await staff.sessions.commitSession(session)).split(";")[0]!;
      const shared = await challengeCookie();
      return async (signedIn: boolean, freshChallenge = false) => {
        const challenge = freshChallenge ? await challengeCookie() : shared;
        return signedIn ? `${sessionCookie}; ${challenge}` : challenge;
      };
    }

    async function seed() {
      staff = createStaffServices({
        db: workspace.db,
        env: { STAFF_EMAILS: [STAFF], SITE_URL: SITE },
        secret: SECRET,
      });
      // Real rows, so a good id reaches each handler's work: a lead (person 1), an event, a passkey.
      await workspace.store({
        email: "ann@example.com",
        at: "2025-03-01T15:00:00Z",
        message: "Hi",
      });
      await workspace.store({
        email: "bo@example.com",
        at: "2025-03-02T15:00:00Z",
        source: "2025 - Open House",
        outbox: "failed",
      });
      await workspace.db
        .insert(staffPasskeys)
        .values({ id: "cred-1", email: STAFF, publicKey: "AAAA", label: "Test" });
    }

    for (const route of staffRoutes) {
      it(`${route.pattern} (${route.module})`, async () => {
        await seed();
        const module: RouteModule = await import(join(process.cwd(), "app", route.module));
        expect(
          module.loader ?? module.action,
          "a staff route module with no loader or action",
        ).toBeDefined();
        const failures: string[] = [];
        const cookies = await cookieMaker();
        const ids = route.pattern.includes(":") ? ["1", ...BAD_IDS] : ["1"];
        for (const signedIn of [true, false])
          for (const id of ids) {
            const path = fill(route.pattern, id);
            const params = paramsOf(route.pattern, id);
            if (module.loader)
              // A bad id is refused before the query is read: it is tried with a few queries only.
              for (const query of id === "1" ? BAD_QUERIES : BAD_QUERIES.slice(0, 4)) {
                const url = `${SITE}${path}${query ? `?${query}` : ""}`;
                const request = new Request(url, { headers: { Cookie: await cookies(signedIn) } });
                const status = await statusOf(() =>
                  module.loader!({ request, context: contextOf(), params }),
                );
                if (status >= 500)
                  failures.push(
                    `GET ${url.slice(0, 160)} ${signedIn ? "logged in" : ""}: ${status}`,
                  );
              }
            if (module.action) {
              const bodies = [
                ...badForms().map((form) => ({
                  type: "application/x-www-form-urlencoded",
                  body: form.toString(),
                })),
                ...BAD_BODIES,
              ];
              // The ids beyond the first are tried with a few bodies only (the forms repeat).
              for (const { type, body } of id === "1" ? bodies : bodies.slice(0, 20)) {
                const headers: Record<string, string> = {
                  Cookie: await cookies(signedIn, type === "application/json"),
                };
                if (type) headers["Content-Type"] = type;
                const request = new Request(`${SITE}${path}`, { method: "POST", headers, body });
                const status = await statusOf(() =>
                  module.action!({ request, context: contextOf(), params }),
                );
                if (status >= 500)
                  failures.push(
                    `POST ${path.slice(0, 80)} ${type ?? ""} ${JSON.stringify(body.slice(0, 120))} ${signedIn ? "logged in" : ""}: ${status}`,
                  );
              }
            }
          }
        for (const form of STAFF_FORMS[route.pattern] ?? []) {
          const { params, valid } = await form.prepare(workspace.db);
          const post = async (body: URLSearchParams | FormData, at = params) => {
            const path = fill(route.pattern, "").replace(/\/+$/, "");
            const request = new Request(`${SITE}${path}`, {
              method: "POST",
              headers: { Cookie: await cookies(true) },
              body,
            });
            const answer: { location?: string | null } = {};
            // A redirect may be returned or thrown (the open-house forms throw theirs).
            const locate = (outcome: unknown) => {
              if (outcome instanceof Response) answer.location = outcome.headers.get("Location");
              return outcome;
            };
            const status = await statusOf(() =>
              module.action!({ request, context: contextOf(), params: at }).then(
                locate,
                (thrown) => {
                  throw locate(thrown);
                },
              ),
            );
            return { status, location: answer.location ?? null };
          };
          const [validBody, ...fuzzed] = fuzzedBodies(form, valid);
          const saved = await post(validBody!.body);
          expect(saved.status, `${form.name}: the valid form is taken`).toBeLessThan(400);
          // An editor's "new" made a row: the bad values go to that row's own form (an update).
          const made = saved.location?.match(/\/(\d+)(?:[/?]|$)/)?.[1];
          const at = params.id === "new" && made ? { ...params, id: made } : params;
          const logs = [
            vi.spyOn(console, "log"),
            vi.spyOn(console, "warn"),
            vi.spyOn(console, "info"),
          ];
          for (const { field, value, body } of fuzzed) {
            const { status } = await post(body, at);
            const logged = logs.reduce((lines, spy) => lines + spy.mock.calls.length, 0);
            if (status >= 500 || logged > 0)
              failures.push(
                `${form.name}: ${field}=${JSON.stringify(value.slice(0, 40))}: ${status}${logged ? `, ${logged} log lines` : ""}`,
              );
            for (const spy of logs) spy.mockClear();
          }
          for (const spy of logs) spy.mockRestore();
        }
        expect(failures).toEqual([]);
      });
    }
  });
}
