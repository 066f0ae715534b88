/**
 * Follow-up e-mail to guests: the unsubscribe token of each address and the
 * suppression list. Kept apart from the lead tables: unsubscribing stops
 * follow-ups to a person, never the team's notifications about them.
 *
 * Tokens are random (32 bytes from the system's CSPRNG, base64url), stored one
 * per address: nothing to guess, no server secret to keep or rotate, and the
 * team can revoke one by deleting its row.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { unsubscribePath } from "#domain/paths.ts";
import type { Database, Transaction } from "./db/client.ts";
import { emailSuppressions, unsubscribeTokens } from "./db/schema.ts";

type Queryable = Database | Transaction;

/** 32 random bytes as base64url: 43 characters. */
const TOKEN_BYTES = 32;
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link in every guest e-mail and its List-Unsubscribe header (RFC 8058 POSTs to it). */
export function unsubscribeUrl(siteUrl: string, token: string) {
  return `${siteUrl}${unsubscribePath(token)}`;
}

/** The address's token, made on first use. Race-free: the unique address decides. */
export async function unsubscribeTokenFor(db: Queryable, email: string): Promise<string> {
  const [created] = await db
    .insert(unsubscribeTokens)
    .values({ email, token: randomBytes(TOKEN_BYTES).toString("base64url") })
    .onConflictDoNothing({ target: unsubscribeTokens.email })
    .returning({ token: unsubscribeTokens.token });
  if (created) return created.token;
  const [existing] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.email, email));
  if (!existing) throw new Error("unsubscribe token vanished");
  return existing.token;
}

export async function isSuppressed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, email));
  return rows.length > 0;
}

export type UnsubscribeTarget = { email: string; suppressed: boolean };

/** The address a token stands for and whether it is already unsubscribed; null for an unknown token. */
export async function unsubscribeTarget(
  db: Queryable,
  token: string,
): Promise<UnsubscribeTarget | null> {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: unsubscribeTokens.email })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.token, token));
  if (!row) return null;
  return { email: row.email, suppressed: await isSuppressed(db, row.email) };
}

/** Suppresses the token's address (a repeat changes nothing); null for an unknown token. */
export async function unsubscribe(
  db: Database,
  token: string,
  via: "one-click" | "page",
): Promise<string | null> {
  const target = await unsubscribeTarget(db, token);
  if (!target) return null;
  await db
    .insert(emailSuppressions)
    .values({ email: target.email, via })
    .onConflictDoNothing({ target: emailSuppressions.email });
  return target.email;
}
