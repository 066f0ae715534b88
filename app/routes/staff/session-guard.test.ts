/**
 * Every staff route of the declared page list (server/pages.ts), the ones added later included,
 * refuses a visitor without a session in its loader AND its action: a GET is sent to the login
 * page and back, anything else is refused with 401 before it is read. An action is reachable by a
 * direct POST, so the workspace layout's loader protects nothing there; this fails on a route
 * whose loader or action does not call requireStaff first. The login pages open without one.
 */
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { isStaffLoginPage, isStaffPage, PAGES } from "#server/pages.ts";
import { staffRouteContext, TEST_SITE, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";

type Handler = (args: {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string>;
}) => Promise<unknown>;
type RouteModule = { loader?: Handler; action?: Handler };

const { db } = await openFileDatabase();
const staff = testStaffServices(db, ["lena@example.com"]);
const context = () => staffRouteContext(db, staff, { minute: Date.UTC(2026, 10, 27, 12, 0, 0) });

const GUARDED = PAGES.filter((entry) => isStaffPage(entry) && !isStaffLoginPage(entry));

/** The Response a handler answers or throws (requireStaff throws its redirect and its 401). */
async function answerOf(run: () => Promise<unknown>): Promise<Response | undefined> {
  try {
    const outcome = await run();
    return outcome instanceof Response ? outcome : undefined;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("every staff route refuses a visitor without a session", () => {
  it("the list covers the workspace, and leaves the login pages open", () => {
    const patterns = GUARDED.map((entry) => entry.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        "/staff",
        "/staff/leads",
        "/staff/content/posts/:id",
        "/staff/logout",
      ]),
    );
    expect(patterns.filter((pattern) => pattern.startsWith("/staff/login"))).toEqual([]);
  });

  for (const entry of GUARDED) {
    it(`${entry.pattern} (${entry.module})`, async () => {
      const route = (await import(join(process.cwd(), "app", entry.module))) as RouteModule;
      expect(route.loader ?? route.action, "a staff route with no loader or action").toBeDefined();
      const path = entry.pattern.replace(/:\w+/g, "1");
      const params = Object.fromEntries(
        [...entry.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, "1"]),
      );
      if (route.loader) {
        const request = new Request(`${TEST_SITE}${path}?from=here`);
        const answer = await answerOf(() => route.loader!({ request, context: context(), params }));
        expect(answer?.status, `GET ${path}`).toBe(302);
        const to = new URL(answer!.headers.get("Location")!, TEST_SITE);
        expect(to.pathname).toBe("/staff/login");
        expect(to.searchParams.get("next")).toBe(`${path}?from=here`);
      }
      if (route.action) {
        const request = new Request(`${TEST_SITE}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_SITE },
          body: "intent=remove&everywhere=1",
        });
        const answer = await answerOf(() => route.action!({ request, context: context(), params }));
        expect(answer?.status, `POST ${path}`).toBe(401);
      }
    });
  }
});
