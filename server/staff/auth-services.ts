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
  /** Holds a WebAuthn ceremony's challenge between the options and the answer (5 minutes). */
  challengeCookie: ReturnType<typeof createCookie>;
  siteUrl: string;
};

export function createStaffServices({
  db,
  env,
  secret,
  onMailQueued,
}: {
  db: Database;
  env: Pick<Env, "STAFF_EMAILS" | "SITE_URL">;
  secret: string;
  onMailQueued?: () => void;
}): StaffServices {
  const secure = env.SITE_URL.startsWith("https:");
  return {
    auth: createStaffAuth({
      db,
      staffEmails: env.STAFF_EMAILS,
      secret,
      siteUrl: env.SITE_URL,
      onMailQueued,
    }),
    sessions: createStaffSessionStorage({ db, secret, secure }),
    passkeys: createPasskeys({ db, siteUrl: env.SITE_URL }),
    challengeCookie: createCookie("staff_webauthn", {
      httpOnly: true,
      sameSite: "strict",
      secure,
      path: "/staff",
      secrets: [secret],
      maxAge: 300,
    }),
    siteUrl: env.SITE_URL,
  };
}
