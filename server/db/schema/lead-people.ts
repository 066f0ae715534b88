import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LeadStatus } from "#domain/lead-status.ts";
import type { LeadTouchKind } from "#domain/lead-touch.ts";
import type { LeadType } from "#domain/lead-type.ts";

// ---------------------------------------------------------------------------
// Staff workspace: one row per person, their follow-up status, its history and notes, and
// the routing rule that gives a new lead its owner.
// A person is everyone who wrote from one e-mail address, compared case-insensitively.
// `lead_people` is kept by a trigger on contact_submissions (custom migration
// "staff_workspace_people", replaced by "chart_from_index"), so every way a lead is stored
// counts, and the inbox reads one indexed row per person instead of grouping every
// submission per request.
// The same migration indexes the lead tables for the workspace's lookups.
// ---------------------------------------------------------------------------

export const leadPeople = pgTable(
  "lead_people",
  {
    id: serial("id").primaryKey(),
    /** lower(email): the person's identity. */
    emailKey: text("email_key").notNull().unique(),
    /** Name, e-mail and phone as the person's latest submission spelled them. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }).notNull(),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull(),
    contacts: integer("contacts").notNull().default(0),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /**
     * The member who works this lead (lower-cased, one of STAFF_EMAILS): set from the routing
     * rule of the lead's type when the person is first stored (`lead_routing`), changed on the
     * lead's page. Null, or an address no longer in STAFF_EMAILS: the team lead's.
     */
    owner: text("owner"),
    /** What the person came for: the latest submission's type, unless the team set it. */
    leadType: text("lead_type").$type<LeadType>(),
    /** The team chose the type: later submissions do not change it. */
    leadTypeByTeam: boolean("lead_type_by_team").notNull().default(false),
    /** The next step: when it is due and what it is ("Send the CMA"); both null when none. */
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    nextStep: text("next_step"),
    /** The first recorded call, text or e-mail (speed to lead: this minus first_contact_at). */
    firstTouchAt: timestamp("first_touch_at", { withTimezone: true }),
    /**
     * What the inbox's search matches: name, e-mail and the phone's digits, lower-cased
     * once on write, so a search is a plain LIKE over one column instead of ILIKE over three.
     */
    search: text("search").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email_key) || ' ' || regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`,
    ),
  },
  (table) => [
    index("lead_people_recent_idx").on(table.lastContactAt.desc(), table.id.desc()),
    index("lead_people_status_recent_idx").on(
      table.status,
      table.lastContactAt.desc(),
      table.id.desc(),
    ),
    // Today and the digest: steps due, by time.
    index("lead_people_next_step_idx")
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
    index("lead_people_owner_idx").on(table.owner, table.lastContactAt.desc()),
  ],
);

/** A call, text or e-mail the team recorded, or a next step done: the lead's timeline. */
export const leadTouches = pgTable(
  "lead_touches",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => leadPeople.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadTouchKind>().notNull(),
    /** The optional line the member wrote; for a step done, the step's text. */
    note: text("note"),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_touches_person_idx").on(table.personId, table.createdAt)],
);

/**
 * The routing rule: who gets a new lead of each type. A type without a row goes
 * to the team lead (the first address in STAFF_EMAILS). A lead without a type
 * follows the rule for "other".
 */
export const leadRouting = pgTable("lead_routing", {
  leadType: text("lead_type").$type<LeadType>().primaryKey(),
  owner: text("owner").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const leadStatusChanges = pgTable(
  "lead_status_changes",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => leadPeople.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadStatus>().notNull(),
    /** The staff member's e-mail, or "system" when a new contact reopened an archived person. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_status_changes_person_idx").on(table.personId, table.createdAt)],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => leadPeople.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    author: text("author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_notes_person_idx").on(table.personId, table.createdAt)],
);
