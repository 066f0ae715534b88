/**
 * What the workspace shows with each submission: the sign-in's answers, its
 * follow-up consent and whether the address unsubscribed. The lead's page, an
 * event's attendees and the CSV join them the same way, with `withFollowUp`,
 * and select `followUpColumns`. The unsubscribe is looked up after the query
 * (`unsubscribedAtOf` in server/follow-up.ts): the suppression list holds only
 * each address's keyed hash, which SQL cannot compute without the secret.
 *
 * Each join adds at most one row per submission, so the CSV's keyset batches
 * stay exact, and each is a key lookup: under the CSV's LIMIT the planner loops per row.
 */
import { desc, eq, sql } from "drizzle-orm";
import { type PgColumn, type PgSelect, QueryBuilder } from "drizzle-orm/pg-core";
import type { SignInAnswers, SignInQuestionName } from "#domain/sign-in-answers.ts";
import { contactSubmissions, followUpConsents, signInAnswers } from "../db/schema.ts";

/** The latest follow-up consent given with the submission (should there be two). */
const consent = new QueryBuilder()
  .select({
    createdAt: followUpConsents.createdAt,
    wordingVersion: followUpConsents.wordingVersion,
  })
  .from(followUpConsents)
  .where(eq(followUpConsents.contactSubmissionId, contactSubmissions.id))
  .orderBy(desc(followUpConsents.createdAt), desc(followUpConsents.id))
  .limit(1)
  .as("consent");

/** Joins a query over `contact_submissions` to its answers and its consent. */
export const withFollowUp = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(signInAnswers, eq(signInAnswers.contactSubmissionId, contactSubmissions.id))
    .leftJoinLateral(consent, sql`true`);

/** Each question's column, named as the question (a question without a column fails the type check). */
export const answerColumns = {
  workingWithAgent: signInAnswers.workingWithAgent,
  preApproved: signInAnswers.preApproved,
  moveTimeline: signInAnswers.moveTimeline,
} satisfies Record<SignInQuestionName, PgColumn>;

/** A timestamp that a left join may leave empty, read as a Date (or null); drivers hand over a Date or a string. */
const optionalTime = (column: PgColumn) =>
  sql`${column}`.mapWith((value: Date | string | null) =>
    value === null ? null : new Date(value),
  );

/** The columns `withFollowUp` joins, for a query's select. */
export const followUpColumns = {
  ...answerColumns,
  /** Whether the questions were asked: a sign-in stored with them has an answers row. */
  asked: sql<boolean>`${signInAnswers.contactSubmissionId} is not null`,
  consentedAt: optionalTime(consent.createdAt),
  consentWording: sql<string | null>`${consent.wordingVersion}`,
};

/** A row selected with `followUpColumns` (checked against the select's own row type where it is passed). */
type FollowUpRow = SignInAnswers & {
  asked: boolean;
  consentedAt: Date | null;
  consentWording: string | null;
};

/** A submission's answers and follow-up consent, as the workspace shows them. */
export type FollowUp = {
  /** Null when no questions were asked: a contact message, or a sign-in stored before them. */
  answers: SignInAnswers | null;
  /** When follow-up e-mail was agreed to with this submission, and the wording's version; null: not agreed. */
  consent: { at: Date; wordingVersion: string } | null;
  /** When the address unsubscribed from follow-up e-mail (before or after this submission); null: never. */
  unsubscribedAt: Date | null;
};

/** The follow-up of a row selected with `followUpColumns`, and when its address unsubscribed. */
export const followUpOf = (row: FollowUpRow, unsubscribedAt: Date | undefined): FollowUp => ({
  answers: answersOf(row),
  consent:
    row.consentedAt === null
      ? null
      : { at: row.consentedAt, wordingVersion: row.consentWording ?? "" },
  unsubscribedAt: unsubscribedAt ?? null,
});

/** The answers of a row selected with `answerColumns` and `asked`; null when none were asked. */
export const answersOf = ({ asked, workingWithAgent, preApproved, moveTimeline }: FollowUpRow) =>
  asked ? { workingWithAgent, preApproved, moveTimeline } : null;
