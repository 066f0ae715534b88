import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ImageFormat, ImageSlot, PhotoCrop } from "#domain/images/image-slots.ts";
import { LANGUAGES, type Language } from "#domain/language.ts";

// ---------------------------------------------------------------------------
// Site content the owner edits in /staff: blog posts (every save kept as a
// revision, old addresses kept for 301s), sold homes, reviews, and the photos
// they show. Every change bumps `content_version` in its own transaction, which
// each server process polls to clear its caches (server/content/version.ts,
// docs/decisions/029-content-in-the-database.md).
// ---------------------------------------------------------------------------

/** Bytes as PostgreSQL stores them; pg hands back a Buffer, PGlite a Uint8Array (made a Buffer here). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A photo a page shows: either uploaded in /staff (`hash` set, its encoded sizes in
 * `photo_variants`, served from /media/u/) or one of the images the build encodes from
 * media/originals (`built_image_id` set, served from /images/ as before).
 */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    /** Content hash of the upload and its slot: the immutable address of its variants. */
    hash: text("hash").unique(),
    /** The id of a built image (domain/images/image-slots.ts), e.g. 'blog/buying-in-winter'. */
    builtImageId: text("built_image_id").unique(),
    /** The slot fixes the crop's aspect ratio and the widths encoded. */
    slot: text("slot").$type<ImageSlot>().notNull(),
    /** What was uploaded, as received (the file's name and format, its size) and its upright size. */
    originalName: text("original_name"),
    originalFormat: text("original_format"),
    originalBytes: integer("original_bytes"),
    width: integer("width"),
    height: integer("height"),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("photos_one_source", sql`(${table.hash} is null) <> (${table.builtImageId} is null)`),
  ],
);

/** An uploaded photo's encoded sizes: one row per width and format, the bytes in the database. */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    /** "slot": cut to the slot's aspect at `width`; "card": the Open Graph card (SOCIAL_CARD). */
    crop: text("crop").$type<PhotoCrop>().notNull().default("slot"),
    width: integer("width").notNull(),
    format: text("format").$type<ImageFormat>().notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.crop, table.width, table.format] })],
);

export type PostStatus = "draft" | "published";

/**
 * A blog post as it is now. Published and `publish_at` in the past: on the site;
 * published with `publish_at` ahead: scheduled; draft: only in /staff.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    /**
     * Its address under its language's blog: /blog/<slug>, /zh/blog/<slug>. A Chinese twin starts
     * with its English post's slug, so the two share a path as every other page does (issue 40).
     */
    slug: text("slug").notNull(),
    /** The language it is written in: /blog lists the English posts, /zh/blog the Chinese ones. */
    language: text("language").$type<Language>().notNull().default("en"),
    /**
     * The English post a Chinese post translates (its twin: each page's hreflang names the
     * other); null for a post of its own. One twin per post; deleting the English post keeps
     * the Chinese one, on its own.
     */
    translationOf: integer("translation_of").references((): AnyPgColumn => posts.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    /** The card's excerpt and the meta description. */
    summary: text("summary").notNull().default(""),
    coverPhotoId: integer("cover_photo_id").references(() => photos.id),
    coverAlt: text("cover_alt").notNull().default(""),
    /** Markdown, rendered through server/content/markdown.ts. */
    body: text("body").notNull().default(""),
    topic: text("topic"),
    /** One of the areas served (content/areas.ts), when the post is about one town. */
    town: text("town"),
    /** The byline: a member's key (team_members.key), kept when she leaves the team. */
    author: text("author").notNull(),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    /** When it goes (or went) public; the date the post shows. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("posts_language_slug_unique").on(table.language, table.slug),
    // One version per script of an English post: a Simplified and a Traditional twin.
    uniqueIndex("posts_translation_of_unique").on(table.translationOf, table.language),
    check(
      "posts_language",
      sql.raw(`language in (${LANGUAGES.map((language) => `'${language}'`).join(", ")})`),
    ),
    // Only a Chinese post translates an English one.
    check(
      "posts_translation_is_chinese",
      sql`${table.translationOf} is null or ${table.language} <> 'en'`,
    ),
    // The public list, newest first, and the signal's "next scheduled post" lookup.
    index("posts_published_idx")
      .on(table.language, table.publishAt.desc(), table.slug)
      .where(sql`${table.status} = 'published'`),
  ],
);

/** Every save of a post: all its fields, who saved and when. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    coverPhotoId: integer("cover_photo_id").references(() => photos.id),
    coverAlt: text("cover_alt").notNull(),
    body: text("body").notNull(),
    topic: text("topic"),
    town: text("town"),
    author: text("author").notNull(),
    /** The member's e-mail, or "import" for the seed posts (server/db/seed/posts). */
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.id.desc())],
);

/** A post's earlier addresses: /blog/<old> (or /zh/blog/<old>) answers 301 to its current one. */
export const postOldSlugs = pgTable(
  "post_old_slugs",
  {
    slug: text("slug").notNull(),
    /** Its post's language: the twins of a post may each have left the same address. */
    language: text("language").$type<Language>().notNull().default("en"),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.slug] }),
    index("post_old_slugs_post_idx").on(table.postId),
  ],
);

/** The portfolio: homes the team sold. The public grid sorts by price; `sort_order` breaks ties. */
export const soldHomes = pgTable(
  "sold_homes",
  {
    id: serial("id").primaryKey(),
    /** The street address; the town is its own column, the state is always MA. */
    address: text("address").notNull(),
    town: text("town").notNull(),
    /** Whole dollars. */
    price: integer("price").notNull(),
    beds: smallint("beds").notNull(),
    /** Halves allowed (2.5). */
    baths: numeric("baths", { precision: 3, scale: 1, mode: "number" }).notNull(),
    squareFeet: integer("square_feet").notNull(),
    /** Null for the seed homes (server/db/seed/sold-homes.ts), which had no date. */
    soldOn: date("sold_on"),
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id),
    photoAlt: text("photo_alt").notNull(),
    listPrice: integer("list_price"),
    daysOnMarket: integer("days_on_market"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sold_homes_price_positive", sql`${table.price} > 0`),
    index("sold_homes_price_idx").on(table.price.desc(), table.sortOrder, table.id),
  ],
);

/** Clients' reviews; three of them, by position, show on the home page. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    quote: text("quote").notNull(),
    /** The quote in Chinese for /zh/ pages, when the team has written one; the English otherwise. */
    quoteZh: text("quote_zh"),
    firstName: text("first_name").notNull(),
    /** 'First-Time Homebuyers', 'Home Seller', … */
    role: text("role").notNull(),
    /** Where it was given ('Zillow', 'Google') and a link to it, when known. */
    sourceName: text("source_name"),
    sourceUrl: text("source_url"),
    givenOn: date("given_on"),
    rating: smallint("rating"),
    /** 1-3: its place on the home page; null: not shown there. */
    homePosition: smallint("home_position"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("reviews_home_position_range", sql`${table.homePosition} between 1 and 3`),
    uniqueIndex("reviews_home_position_idx").on(table.homePosition),
  ],
);

/**
 * One row, bumped in the transaction of every content change: each process polls it
 * to learn that its cached pages are out of date (server/content/version.ts).
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_version_one_row", sql`${table.id} = 1`)],
);

/**
 * Which first-start imports ran ('posts', 'sold-homes', 'reviews'): written in the
 * import's transaction, so each runs once per database, even when the owner later
 * deletes everything it brought in or two processes start together.
 */
export const contentImports = pgTable("content_imports", {
  name: text("name").primaryKey(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});
