/**
 * The request context the server gives the app's loaders and actions, built for
 * the server tests over the file's database.
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { createPublicContent } from "#server/content/public-pages.ts";
import { createContentCache } from "#server/content/version.ts";
import type { Database } from "#server/db/client.ts";
import { createLeadService } from "#server/leads.ts";
import { createRateLimiter } from "#server/rate-limiter.ts";
import { createStaffServices, type StaffServices } from "#server/staff/auth-services.ts";

/** The session secret of the tests (the server asks for at least 32 characters). */
export const TEST_SECRET = "a-test-secret-of-at-least-32-characters";
export const TEST_SITE = "https://www.example.com";

/** The staff sign-in services for these members. */
export const testStaffServices = (db: Database, staffEmails: string[] = []) =>
  createStaffServices({
    db,
    env: { STAFF_EMAILS: staffEmails, SITE_URL: TEST_SITE },
    secret: TEST_SECRET,
  });

/**
 * A public form's context: every guard passes (a fresh form token, no rate limit),
 * leads go to the lead service as configured; staff sign-in is only there to make
 * the context complete.
 */
export const publicFormContext = (
  db: Database,
  leads: Pick<Parameters<typeof createLeadService>[0], "handOffTo"> = {},
) =>
  ({
    cspNonce: "nonce",
    formToken: randomUUID(),
    clientIp: "192.0.2.1",
    db,
    rateLimiter: { allow: async () => true },
    content: createPublicContent({ db, cache: createContentCache({ generation: () => 0 }) }),
    leads: createLeadService({
      db,
      contactNotifyTo: "lena@example.com",
      eventNotifyTo: "events@example.com",
      ...leads,
    }),
    staff: testStaffServices(db),
  }) satisfies AppLoadContext;

/**
 * A staff route's context: the staff services, the database, and the real rate
 * limiter held at one minute, so every post of a test counts in one window.
 */
export const staffRouteContext = (
  db: Database,
  staff: StaffServices,
  { clientIp = "192.0.2.1", minute }: { clientIp?: string; minute: number },
) =>
  ({
    staff,
    db,
    clientIp,
    rateLimiter: createRateLimiter({ db, now: () => minute }),
  }) as unknown as AppLoadContext;
