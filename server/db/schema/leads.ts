/**
 * What the public forms store: where a lead came from, the person's submission and message,
 * a sign-in's answers and a home-value request's property.
 */
import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Language } from "#domain/language.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type {
  ContactTime,
  PropertyCondition,
  PropertyType,
  SellTimeline,
} from "#domain/property.ts";
import type { SignInAnswers } from "#domain/sign-in-answers.ts";
import { listings } from "./listings.ts";
import { mlsProperties } from "./mls.ts";

/** Table and column names (lead_sources, contact_submissions, contact_messages) are the old site's, so existing data maps one to one. */
export const leadSources = pgTable("lead_sources", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    leadSourceId: integer("lead_source_id").references(() => leadSources.id),
    /** What the lead came for, as the form said (domain/lead-type.ts); null when it did not say. */
    leadType: text("lead_type").$type<LeadType>(),
    /** The listing a showing request asked about (issue 41). */
    listingId: integer("listing_id").references(() => listings.id),
    /**
     * The MLS home a showing request asked about (issue 42), by its key: the lead's page names and
     * links it. The home's row outlives its leaving the site (`removed_at`); purged, the lead keeps
     * the request without it.
     */
    mlsListingKey: text("mls_listing_key").references(() => mlsProperties.listingKey, {
      onDelete: "set null",
    }),
    /** The language of the page the lead wrote from (issue 40): her mails are written in it. */
    language: text("language").$type<Language>().notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The inbox's weekly chart counts a year of submissions by time and source from this index
    // alone (server/staff/leads-per-week.ts), so no counter row is written with each lead.
    index("contact_submissions_week_idx").on(table.createdAt, table.leadSourceId),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  message: text("message").notNull(),
  contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in's answers to the three optional questions, one row per sign-in (null: not answered). */
export const signInAnswers = pgTable("sign_in_answers", {
  contactSubmissionId: integer("contact_submission_id")
    .primaryKey()
    .references(() => contactSubmissions.id, { onDelete: "cascade" }),
  workingWithAgent: text("working_with_agent").$type<SignInAnswers["workingWithAgent"]>(),
  preApproved: text("pre_approved").$type<SignInAnswers["preApproved"]>(),
  moveTimeline: text("move_timeline").$type<SignInAnswers["moveTimeline"]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The home a home-value request is about (issue 32), one row per such submission. The lead
 * itself (name, e-mail, phone) is its contact_submissions row, as for every form.
 */
export const leadProperties = pgTable("lead_properties", {
  contactSubmissionId: integer("contact_submission_id")
    .primaryKey()
    .references(() => contactSubmissions.id, { onDelete: "cascade" }),
  street: text("street").notNull(),
  unit: text("unit").notNull().default(""),
  town: text("town").notNull(),
  zip: text("zip").notNull(),
  propertyType: text("property_type").$type<PropertyType>().notNull(),
  bedrooms: smallint("bedrooms"),
  /** Half baths count as .5, so 2.5 is stored as it was chosen. */
  bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }),
  squareFeet: integer("square_feet"),
  condition: text("condition").$type<PropertyCondition>(),
  timeline: text("timeline").$type<SellTimeline>().notNull(),
  reason: text("reason").notNull().default(""),
  bestTime: text("best_time").$type<ContactTime>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
