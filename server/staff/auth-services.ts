import { createCookie } from "react-router";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { createStaffAuth, type StaffAuth } from "./auth.ts";
import { createPasskeys, type PasskeyService } from "./passkeys.ts";
import { createStaffSessionStorage, type StaffSessionStorage } from "./sessions.ts";

/** Everything the staff routes need, handed to loaders and actions in the load context. */
export type StaffServices = {
  auth: StaffAuth;
  sessions: StaffSessionStorage;
  passkeys: PasskeyService;
  /**
   * Ties a WebAuthn ceremony's answer to the browser that asked for the options; the challenge
   * itself is kept, used once and timed on the server (challenges.ts).
   */
  challengeCookie: ReturnType<typeof createCookie>;
  siteUrl: string;
  /** STAFF_EMAILS, lower-cased, in order: the first is the team lead (new leads' default owner). */
  team: readonly string[];
  /** Wakes the outbox after a mail is queued (a digest sent on request). */
  onMailQueued?: () => void;
  /** Called after each login: the server sweeps spent login data then (login-sweeper.ts). */
  onSignedIn?: () => void;
};

export function createStaffServices({
  db,
  env,
  secret,
  onMailQueued,
  onSignedIn,
}: {
  db: Database;
  env: Pick<Env, "STAFF_EMAILS" | "SITE_URL" | "FORM_RATE_LIMIT_PER_MINUTE">;
  secret: string;
  onMailQueued?: () => void;
  onSignedIn?: () => void;
}): StaffServices {
  const secure = env.SITE_URL.startsWith("https:");
  const auth = createStaffAuth({
    db,
    staffEmails: env.STAFF_EMAILS,
    secret,
    siteUrl: env.SITE_URL,
    onMailQueued,
    limits: env.FORM_RATE_LIMIT_PER_MINUTE !== 0,
  });
  return {
    auth,
    sessions: createStaffSessionStorage({ db, secret, secure }),
    passkeys: createPasskeys({ db, siteUrl: env.SITE_URL, isStaff: auth.isStaff, onMailQueued }),
    challengeCookie: createCookie("staff_webauthn", {
      httpOnly: true,
      sameSite: "strict",
      secure,
      path: "/staff",
      secrets: [secret],
      maxAge: 300,
    }),
    siteUrl: env.SITE_URL,
    team: env.STAFF_EMAILS.map((address) => address.toLowerCase()),
    onMailQueued,
    onSignedIn,
  };
}
