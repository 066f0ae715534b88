/**
 * A sign-in's answers as stored (sign_in_answers), for the tests that read back what a sign-in
 * stored; the workspace reads them with its own lead queries.
 */
import { inArray } from "drizzle-orm";
import type { SignInAnswers } from "#domain/sign-in-answers.ts";
import type { Database } from "#server/db/client.ts";
import { signInAnswers } from "#server/db/schema.ts";

/** A sign-in's answers, as the staff workspace and its CSV show them. */
export type StoredSignInAnswers = SignInAnswers & { contactSubmissionId: number };

/**
 * The answers of the given sign-ins (contact_submissions ids), keyed by id. A
 * sign-in without a row was stored before the questions were asked; a
 * contact-form lead has none.
 */
export async function readSignInAnswers(
  db: Database,
  contactSubmissionIds: readonly number[],
): Promise<Map<number, StoredSignInAnswers>> {
  if (contactSubmissionIds.length === 0) return new Map();
  const rows = await db
    .select({
      contactSubmissionId: signInAnswers.contactSubmissionId,
      workingWithAgent: signInAnswers.workingWithAgent,
      preApproved: signInAnswers.preApproved,
      moveTimeline: signInAnswers.moveTimeline,
    })
    .from(signInAnswers)
    .where(inArray(signInAnswers.contactSubmissionId, [...contactSubmissionIds]));
  return new Map(rows.map((row) => [row.contactSubmissionId, row]));
}
