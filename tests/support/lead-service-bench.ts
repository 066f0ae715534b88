/**
 * The lead service's tests' bench, shared by server/leads.test.ts and
 * leads-sign-in.test.ts: one database per test file, a lead service on it, and
 * its tables read back in order. `db` is live: read it inside tests, after
 * setUpLeadServiceTests() has opened it.
 */
import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  leadSources,
  notificationOutbox,
} from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { openFileDatabase } from "./database.ts";

/** The address a test lead is posted from. */
export const GUEST_IP = "203.0.113.7";
export const CONTACT_TO = "lena@example.com";
export const EVENT_TO = "events@example.com";
const SPRING_2025 = new Date("2025-04-12T16:00:00Z");

export let db: Database;

export async function setUpLeadServiceTests() {
  ({ db } = await openFileDatabase());
}

export function service(
  options: { now?: Date; onCommitted?: () => void; database?: Database } = {},
) {
  return createLeadService({
    db: options.database ?? db,
    contactNotifyTo: CONTACT_TO,
    eventNotifyTo: EVENT_TO,
    onCommitted: options.onCommitted,
    now: () => options.now ?? SPRING_2025,
    // One secret for every service a test makes, as every process on one database shares one.
    correctionSecret: "lead-service-bench-correction-secret",
  });
}

export const allSources = () => db.select().from(leadSources).orderBy(asc(leadSources.id));
export const allSubmissions = () =>
  db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));
export const allMessages = () => db.select().from(contactMessages).orderBy(asc(contactMessages.id));
export const allOutbox = () =>
  db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id));
