import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { photos } from "./content.ts";

/**
 * The team as the site shows it (issue 39): each member's profile, edited under /staff/team by
 * the team lead and read by /team, the member cards, the host on signs and kiosks, post bylines,
 * the thank-you pages and the guest mails. Who may sign in is still STAFF_EMAILS alone.
 * A member who leaves keeps her row (`left_at`): her past posts keep her name, and she
 * appears nowhere else. Every change bumps `content_version` (server/content/version.ts).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: serial("id").primaryKey(),
    /**
     * What a post's byline stores (posts.author): 'lead' and 'specialist' for the two members
     * the first start imported from content/site.ts, the address she was added with otherwise.
     * Never changes, so a post keeps its author when her address does.
     */
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    /** Lower-cased: how she is found from a lead's owner, a routing rule or an open house's host. */
    email: text("email").notNull().unique(),
    /** E.164 ("+16175550142"), or null: the office's number stands in. */
    phone: text("phone"),
    /** Paragraphs, separated by a blank line. */
    bio: text("bio").notNull().default(""),
    /** The languages she speaks, as the site writes them ('English', '中文', 'Cantonese'). */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    licence: text("licence"),
    /** A portrait in the 'team' slot (4:5), uploaded or built. */
    photoId: integer("photo_id").references(() => photos.id),
    photoAlt: text("photo_alt").notNull().default(""),
    /** The Chinese versions the editor may fill (issue 40); empty: the English shows. */
    roleZh: text("role_zh").notNull().default(""),
    /** Paragraphs, separated by a blank line, as `bio`. */
    bioZh: text("bio_zh").notNull().default(""),
    photoAltZh: text("photo_alt_zh").notNull().default(""),
    /** Her place on /team and in every list of members, lowest first. */
    position: integer("position").notNull().default(0),
    /** Shown on /team; a hidden member still answers the leads routed to her. */
    shown: boolean("shown").notNull().default(true),
    leftAt: timestamp("left_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("team_members_email_lower", sql`${table.email} = lower(${table.email})`),
    index("team_members_position_idx").on(table.position, table.id),
  ],
);
