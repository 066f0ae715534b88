/**
 * The database's tables, one module per concern under schema/, all re-exported here: the
 * server imports its tables from this file, and drizzle-kit reads it (drizzle.config.ts) to
 * generate the migrations, so a table is in the database only once it is exported here.
 *
 * - leads.ts: what the public forms store (sources, submissions, messages, sign-in answers,
 *   a home-value request's property).
 * - follow-up-consent.ts: a guest's follow-up consent, unsubscribe tokens, suppressed addresses.
 * - outbox.ts: the notification outbox and what its rows deliver.
 * - lead-people.ts: the staff workspace's people, their touches, status history, notes, routing.
 * - staff.ts: staff members, sessions, sign-in tokens, passkeys, challenges, the audit log.
 * - content.ts: the site content the owner edits (posts, sold homes, reviews, photos).
 * - listings.ts: the team's own listings, their photos, price history and revisions.
 * - mls.ts: homes replicated from the MLS (RESO Web API), their media, open houses, sync state.
 * - open-houses.ts: the open houses the team created.
 * - team.ts: the team members' profiles the site shows.
 * - rate-limits.ts: the form posts counted per client.
 * - saved-searches.ts: buyers' saved searches and the homes their alerts told them about.
 * - insights.ts: where each lead came from.
 */
export * from "./schema/content.ts";
export * from "./schema/follow-up-consent.ts";
export * from "./schema/insights.ts";
export * from "./schema/lead-people.ts";
export * from "./schema/leads.ts";
export * from "./schema/listings.ts";
export * from "./schema/mls.ts";
export * from "./schema/open-houses.ts";
export * from "./schema/outbox.ts";
export * from "./schema/rate-limits.ts";
export * from "./schema/saved-searches.ts";
export * from "./schema/staff.ts";
export * from "./schema/team.ts";
