/**
 * A person whose latest answer to "Are you working with an agent?" is yes: the agent's client,
 * not a lead for us to call. Today's call queue leaves her out (issue 39); the inbox and the
 * event page still list her.
 */
import { and, desc, eq, isNotNull, not, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { contactSubmissions, leadPeople, signInAnswers } from "../db/schema.ts";
import { submissionEmailKey } from "./lead-filters.ts";

/** Her latest answer, over every sign-in of hers (a later "no" undoes an earlier "yes"). */
const latestAgentAnswer = new QueryBuilder()
  .select({ answer: signInAnswers.workingWithAgent })
  .from(contactSubmissions)
  .innerJoin(signInAnswers, eq(signInAnswers.contactSubmissionId, contactSubmissions.id))
  .where(
    and(eq(submissionEmailKey, leadPeople.emailKey), isNotNull(signInAnswers.workingWithAgent)),
  )
  .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
  .limit(1);

/** A condition on `lead_people`: she has not said her latest time that she works with an agent. */
export const withoutAgent = not(sql`coalesce((${latestAgentAnswer}), '') = 'yes'`);
