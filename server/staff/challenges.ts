import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { staffWebauthnChallenges } from "../db/schema.ts";

/** How long a passkey ceremony's challenge can be answered: the browser's prompt waits about as long. */
export const CHALLENGE_TTL_SECONDS = 300;

type Purpose = (typeof staffWebauthnChallenges.$inferSelect)["purpose"];

/**
 * Passkey challenges kept in the database, so every server process on one
 * PostgreSQL sees the same ones: `keep` stores a fresh challenge, `take`
 * deletes it and says whether it was there, unexpired, for this purpose (and
 * member). One DELETE … RETURNING decides, so of two answers raced to two
 * processes only one gets the challenge. Synced passkeys always send
 * signature counter 0, so this, not the counter, is what stops a replay.
 */
export function createChallengeStore(db: Database) {
  const forWhom = (email: string | null) =>
    email === null
      ? isNull(staffWebauthnChallenges.email)
      : eq(staffWebauthnChallenges.email, email);

  return {
    async keep(challenge: string, purpose: Purpose, email: string | null = null): Promise<void> {
      // The expired go as new ones come (besides the hourly sweep), so the table holds no more
      // than 5 minutes' worth of challenges however many are asked for.
      await deleteExpiredChallenges(db);
      await db.insert(staffWebauthnChallenges).values({
        challenge,
        purpose,
        email,
        expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
      });
    },

    async take(challenge: string, purpose: Purpose, email: string | null = null): Promise<boolean> {
      const taken = await db
        .delete(staffWebauthnChallenges)
        .where(
          and(
            eq(staffWebauthnChallenges.challenge, challenge),
            eq(staffWebauthnChallenges.purpose, purpose),
            forWhom(email),
          ),
        )
        // Deleted either way (an expired challenge is spent too); only a live one counts.
        .returning({ live: sql<boolean>`${staffWebauthnChallenges.expiresAt} > now()` });
      return taken[0]?.live === true;
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;

/** Deletes challenges nobody answered in time. */
export async function deleteExpiredChallenges(db: Database): Promise<void> {
  await db
    .delete(staffWebauthnChallenges)
    .where(lte(staffWebauthnChallenges.expiresAt, sql`now()`));
}
