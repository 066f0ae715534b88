import type { PublicContent } from "#server/content/public-pages.ts";
import type { Database } from "#server/db/client.ts";
import type { FormTokenProblems } from "#server/form-token-problems.ts";
import type { LeadService } from "#server/leads.ts";
import type { RateLimiter } from "#server/rate-limiter.ts";
import type { StaffServices } from "#server/staff/auth-services.ts";

/** What the Express server hands every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /**
     * The CSP nonce of this response; absent when a page is rendered to be kept
     * (server/content-pages.ts), whose inline scripts are allowed by their hashes.
     */
    cspNonce?: string;
    /** The database (PGlite or PostgreSQL), for the server modules that loaders and actions call. */
    db: Database;
    /** What the public pages show from the content tables, through this process's cache. */
    content: PublicContent;
    leads: LeadService;
    rateLimiter: RateLimiter;
    /** Fresh per request: rendered into lead forms so a resubmission stores once. */
    formToken: string;
    /** Counts lead posts that came without a valid form token, for /healthz. */
    formTokenProblems: FormTokenProblems;
    /** The client's IP address, for rate limiting. */
    clientIp: string;
    /** Staff login: the team's addresses, sessions, login links and passkeys. */
    staff: StaffServices;
  }
}
