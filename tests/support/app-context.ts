/**
 * The request context the server gives the app's loaders and actions
 * (server/app.ts), built for the server tests over the file's database.
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import type { Database } from "#server/db/client.ts";
import { createFormTokenProblems } from "#server/form-token-problems.ts";
import { createLeadService } from "#server/leads.ts";
import { createRateLimiter } from "#server/rate-limiter.ts";
import { createStaffServices, type StaffServices } from "#server/staff/auth-services.ts";

/** The session secret of the tests (the server asks for at least 32 characters). */
export const TEST_SECRET = "a-test-secret-of-at-least-32-characters";
export const TEST_SITE = "https://www.example.com";

/** The staff login services for these members. */
export const testStaffServices = (db: Database, staffEmails: string[] = []) =>
  createStaffServices({
    db,
    env: { STAFF_EMAILS: staffEmails, SITE_URL: TEST_SITE },
    secret: TEST_SECRET,
  });

/**
 * A complete context over a test database, with the parts a test cares about
 * given. The rest: no rate limit, a fixed nonce and form token, no staff, the
 * content uncached, leads notifying the team's test addresses.
 */
export function testLoadContext(db: Database, parts: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    cspNonce: "nonce",
    formToken: "token",
    formTokenProblems: createFormTokenProblems(),
    clientIp: "192.0.2.1",
    db,
    rateLimiter: { allow: async () => true },
    content: createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) }),
    leads: createLeadService({
      db,
      contactNotifyTo: "lena@example.com",
      eventNotifyTo: "events@example.com",
    }),
    staff: testStaffServices(db),
    ...parts,
  };
}

/**
 * A public form's context: every guard passes (a fresh form token, no rate limit),
 * leads go to the lead service as configured.
 */
export const publicFormContext = (
  db: Database,
  leads: Pick<Parameters<typeof createLeadService>[0], "handOffTo"> = {},
) =>
  testLoadContext(db, {
    formToken: randomUUID(),
    leads: createLeadService({
      db,
      contactNotifyTo: "lena@example.com",
      eventNotifyTo: "events@example.com",
      ...leads,
    }),
  });

/**
 * A staff route's context: these staff services and the real rate limiter held
 * at one minute, so every post of a test counts in one window.
 */
export const staffRouteContext = (
  db: Database,
  staff: StaffServices,
  { clientIp = "192.0.2.1", minute }: { clientIp?: string; minute: number },
) =>
  testLoadContext(db, {
    staff,
    clientIp,
    rateLimiter: createRateLimiter({ db, now: () => minute }),
  });

/** The arguments React Router passes a loader or action, for a request in a test. */
export function routeArgs<Params extends Record<string, string>>(
  request: Request,
  context: AppLoadContext,
  params: Params,
) {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, context, params };
}
