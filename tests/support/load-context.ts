import type { AppLoadContext } from "react-router";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import type { Database } from "#server/db/client.ts";
import { createLeadService } from "#server/leads.ts";
import { createStaffServices } from "#server/staff/auth-services.ts";

/**
 * A complete load context over a test database, as server/app.ts hands every loader and
 * action, with the parts a test cares about (its staff services, its rate limiter) given.
 * The rest: no limit, a fixed nonce and form token, no staff, the content uncached.
 */
export function testLoadContext(db: Database, parts: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    cspNonce: "nonce",
    formToken: "token",
    clientIp: "192.0.2.1",
    db,
    rateLimiter: { allow: async () => true },
    content: createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) }),
    leads: createLeadService({
      db,
      contactNotifyTo: "team@example.com",
      eventNotifyTo: "events@example.com",
    }),
    staff: createStaffServices({
      db,
      env: { STAFF_EMAILS: [], SITE_URL: "http://localhost:3000" },
      secret: "a-test-secret-of-at-least-32-characters",
    }),
    ...parts,
  };
}

/** The arguments React Router passes a loader or action, for a request in a test. */
export function routeArgs<Params extends Record<string, string>>(
  request: Request,
  context: AppLoadContext,
  params: Params,
) {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, context, params };
}
