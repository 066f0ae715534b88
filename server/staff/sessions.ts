import { createHash, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { createCookie, createSessionStorage, type SessionStorage } from "react-router";
import type { Database } from "../db/client.ts";
import { staffSessions } from "../db/schema.ts";
import type { Env } from "../env.ts";

/** A session unused this long is over: a month covers a holiday, not a lost laptop's lifetime. */
export const SESSION_IDLE_DAYS = 30;
const SESSION_IDLE_SECONDS = SESSION_IDLE_DAYS * 24 * 60 * 60;

/**
 * Adding a passkey needs a login this recent. A passkey outlives every session, so a stolen
 * session cookie must not be able to plant one; 10 minutes covers logging in by e-mail and going
 * straight to the account page on a slow phone, and little more.
 */
export const RECENT_LOGIN_MINUTES = 10;

/** What a staff session holds: the member's address, nothing else. */
export type StaffSessionData = { email: string };
export type StaffSessionStorage = SessionStorage<StaffSessionData>;

/** The stored form of a cookie's random id: a database copy cannot be replayed as a cookie. */
export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

const idleCutoff = sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;

/**
 * React Router's session API over a signed, HttpOnly, SameSite=Lax cookie
 * holding only a random id; the session itself is a row keyed by the id's
 * SHA-256. Every read moves the session's last-seen time, so it ends after 30
 * days without use. The cookie's path is / and not /staff: React Router
 * fetches a page's data from /staff.data, which a /staff path would not match.
 */
export function createStaffSessionStorage({
  db,
  secret,
  secure,
}: {
  db: Database;
  secret: string;
  secure: boolean;
}): StaffSessionStorage {
  const cookie = createCookie("staff_session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: [secret],
    maxAge: SESSION_IDLE_SECONDS,
  });
  return createSessionStorage<StaffSessionData>({
    cookie,
    async createData(data) {
      if (!data.email) throw new Error("a staff session needs the member's e-mail");
      const id = randomBytes(32).toString("base64url");
      await db.insert(staffSessions).values({ idHash: hashSessionId(id), email: data.email });
      return id;
    },
    async readData(id) {
      const [row] = await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.idHash, hashSessionId(id)),
            gt(staffSessions.lastSeenAt, idleCutoff),
          ),
        )
        .returning({ email: staffSessions.email });
      return row ? { email: row.email } : null;
    },
    // The only data is the address, fixed when the session starts.
    async updateData() {},
    async deleteData(id) {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, hashSessionId(id)));
    },
  });
}

/** "Log out everywhere": ends every session of the member, on every device. */
export async function endAllSessions(db: Database, email: string): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.email, email))
    .returning({ idHash: staffSessions.idHash });
  return ended.length;
}

/** Whether the session (by its stored id hash) began with a login in the last RECENT_LOGIN_MINUTES. */
export async function loggedInRecently(db: Database, idHash: string): Promise<boolean> {
  const [row] = await db
    .select({ idHash: staffSessions.idHash })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.createdAt, sql`now() - make_interval(mins => ${RECENT_LOGIN_MINUTES})`),
      ),
    );
  return row !== undefined;
}

/** Removes sessions past their idle limit (they are refused anyway; this keeps the table small). */
export async function deleteIdleSessions(db: Database): Promise<void> {
  await db.delete(staffSessions).where(lte(staffSessions.lastSeenAt, idleCutoff));
}

/**
 * The secret that signs the session cookie. Production is given one
 * (server/env.ts refuses to start without it when STAFF_EMAILS is set);
 * elsewhere one is generated once into DATA_DIR/session-secret, so sessions
 * survive a restart of the development server.
 */
export function resolveSessionSecret(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): string {
  return resolveSecret(env.SESSION_SECRET, env.DATA_DIR, "session-secret");
}

/** A secret from the environment, or the one generated once into DATA_DIR/<file> (mode 600). */
export function resolveSecret(given: string | undefined, dataDir: string, file: string): string {
  if (given) return given;
  const path = join(dataDir, file);
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    mkdirSync(dataDir, { recursive: true });
    // Written whole under another name, then linked into place, which fails if the name exists:
    // of two processes starting together, one's secret wins and both use it.
    const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, secret, { mode: 0o600 });
    try {
      linkSync(draft, path);
      return secret;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      return readFileSync(path, "utf8").trim();
    } finally {
      unlinkSync(draft);
    }
  }
}
