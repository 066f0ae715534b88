/**
 * Follow-up e-mail to guests: the unsubscribe token of each address and the
 * suppression list. Kept apart from the lead tables: unsubscribing stops
 * follow-ups to a person, never the team's notifications about them.
 *
 * Tokens are random (32 bytes from the system's CSPRNG, base64url), stored one
 * per address (by its keyed hash, server/email-hash.ts): nothing to guess, and
 * the team can revoke one by deleting its row. The suppression list holds only
 * hashes: it honours an unsubscribe without keeping the address.
 */
import { randomBytes } from "node:crypto";
import { eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language, pathIn } from "#domain/language.ts";
import { unsubscribePath } from "#domain/paths.ts";
import type { Database, Transaction } from "./db/client.ts";
import { emailSuppressions, unsubscribeTokens } from "./db/schema.ts";
import { emailHash } from "./email-hash.ts";

type Queryable = Database | Transaction;

/** 32 random bytes as base64url: 43 characters. */
const TOKEN_BYTES = 32;
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The link in every guest e-mail and its List-Unsubscribe header (RFC 8058 POSTs to it): the
 * page in the mail's language, /zh/unsubscribe for a guest who signed in in Chinese.
 */
export function unsubscribeUrl(
  siteUrl: string,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  return `${siteUrl}${pathIn(language, unsubscribePath(token))}`;
}

/** The address's token, made on first use. Race-free: the unique hash decides. */
export async function unsubscribeTokenFor(db: Queryable, email: string): Promise<string> {
  const hash = emailHash(email);
  const [created] = await db
    .insert(unsubscribeTokens)
    .values({ email, emailHash: hash, token: randomBytes(TOKEN_BYTES).toString("base64url") })
    .onConflictDoNothing({ target: unsubscribeTokens.emailHash })
    .returning({ token: unsubscribeTokens.token });
  if (created) return created.token;
  // Known by its hash: a person erased and back again gets her old token, and her address shown.
  const [existing] = await db
    .update(unsubscribeTokens)
    .set({ email })
    .where(eq(unsubscribeTokens.emailHash, hash))
    .returning({ token: unsubscribeTokens.token });
  if (!existing) throw new Error("unsubscribe token vanished");
  return existing.token;
}

export async function isSuppressed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.emailHash, emailHash(email)));
  return rows.length > 0;
}

/** When each address unsubscribed (lower-case address to time), for the workspace's pages and the CSV. */
export async function unsubscribedAtOf(
  db: Queryable,
  emails: readonly string[],
): Promise<Map<string, Date>> {
  const byHash = new Map(emails.map((email) => [emailHash(email), email.trim().toLowerCase()]));
  const found = new Map<string, Date>();
  if (byHash.size === 0) return found;
  const rows = await db
    .select({ hash: emailSuppressions.emailHash, at: emailSuppressions.createdAt })
    .from(emailSuppressions)
    .where(inArray(emailSuppressions.emailHash, [...byHash.keys()]));
  for (const row of rows) found.set(byHash.get(row.hash ?? "") ?? "", row.at);
  return found;
}

/**
 * The address a token stands for (null once the person was erased: the page then
 * names no address) and whether it is unsubscribed; null for an unknown token.
 */
export type UnsubscribeTarget = { email: string | null; suppressed: boolean };

export async function unsubscribeTarget(
  db: Queryable,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const row = await tokenRow(db, token);
  if (!row) return null;
  return { email: row.email, suppressed: await isSuppressedHash(db, row.emailHash) };
}

async function tokenRow(db: Queryable, token: string) {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: unsubscribeTokens.email, emailHash: unsubscribeTokens.emailHash })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.token, token));
  return row?.emailHash ? { email: row.email, emailHash: row.emailHash } : null;
}

async function isSuppressedHash(db: Queryable, hash: string) {
  const rows = await db
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.emailHash, hash));
  return rows.length > 0;
}

/**
 * Suppresses the token's address (a repeat changes nothing); null for an unknown
 * token, else the address (null once the person was erased).
 */
export async function unsubscribe(
  db: Database,
  token: string,
  via: "one-click" | "page",
): Promise<{ email: string | null } | null> {
  const row = await tokenRow(db, token);
  if (!row) return null;
  await db
    .insert(emailSuppressions)
    .values({ emailHash: row.emailHash, via })
    .onConflictDoNothing({ target: emailSuppressions.emailHash });
  return { email: row.email };
}

/**
 * Rows from before hashing (migration 0012) get their address's hash, and the
 * suppression list loses the address itself. Run at every start: after the
 * first, it finds nothing to do.
 */
export async function hashStoredAddresses(db: Database) {
  const tokens = await db
    .select({ token: unsubscribeTokens.token, email: unsubscribeTokens.email })
    .from(unsubscribeTokens)
    .where(isNull(unsubscribeTokens.emailHash));
  for (const { token, email } of tokens) {
    // The first token of an address keeps it; another spelling's (older forms kept the case) goes.
    const hash = emailHash(email ?? "");
    const [taken] = await db
      .select({ token: unsubscribeTokens.token })
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.emailHash, hash));
    if (taken || email === null)
      await db.delete(unsubscribeTokens).where(eq(unsubscribeTokens.token, token));
    else
      await db
        .update(unsubscribeTokens)
        .set({ emailHash: hash })
        .where(eq(unsubscribeTokens.token, token));
  }
  const legacy = await db
    .select({ id: emailSuppressions.id, email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(isNotNull(emailSuppressions.email));
  for (const { id, email } of legacy) {
    const hash = emailHash(email ?? "");
    await db.transaction(async (tx) => {
      // Two spellings of one address hash alike: the first keeps its row, the rest go.
      const [taken] = await tx
        .select({ id: emailSuppressions.id })
        .from(emailSuppressions)
        .where(eq(emailSuppressions.emailHash, hash));
      if (taken) await tx.delete(emailSuppressions).where(eq(emailSuppressions.id, id));
      else
        await tx
          .update(emailSuppressions)
          .set({ emailHash: hash, email: null })
          .where(eq(emailSuppressions.id, id));
    });
  }
}
