import { and, eq, inArray, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceValue } from "#domain/blog.ts";
import { slotOf } from "#domain/images/image-slots.ts";
import type { Database, Transaction } from "../db/client.ts";
import {
  contentImports,
  photos,
  postRevisions,
  posts,
  reviews,
  soldHomes,
  teamMembers,
} from "../db/schema.ts";
import { readChineseSeedPosts } from "../db/seed/chinese-posts.ts";
import { readSeedPosts } from "../db/seed/posts.ts";
import { testimonials } from "../db/seed/reviews.ts";
import { soldHomes as portfolio } from "../db/seed/sold-homes.ts";
import { seedTeam } from "../db/seed/team.ts";
import { copySoldHomesToListings } from "../listings/sold-homes-import.ts";
import { HOME_REVIEWS } from "./reviews.ts";
import { bumpContentVersion } from "./version.ts";

/**
 * The first start's import of the seeds in server/db/seed/: the blog's
 * Markdown posts, the portfolio's sold homes (then copied into the listings as Sold
 * listings, which /portfolio reads), the home page's testimonials and the team's members.
 * Each import runs once per database: its marker row in `content_imports` commits
 * with its rows. A second start finds the marker; a second process starting at
 * the same moment waits on the first one's uncommitted marker (its primary key)
 * and then finds it. Once imported, the database is the content's home: deleting
 * every review does not bring the old ones back at the next start.
 */

export type ImportReport = {
  posts: number;
  chinesePosts: number;
  soldHomes: number;
  /** The sold homes copied into the listings (after the seed's, on a new database). */
  soldListings: number;
  reviews: number;
  team: number;
};

/** Who the import's revisions name as their author. */
export const IMPORT_ACTOR = "import";

/** Runs `fill` unless `name` was imported before; returns how many rows it added. */
async function importOnce(
  db: Database,
  name: string,
  fill: (tx: Transaction) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(contentImports)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: contentImports.name });
    if (!claimed) return 0;
    const added = await fill(tx);
    if (added > 0) await bumpContentVersion(tx);
    return added;
  });
}

/**
 * The photo rows of images the build encodes from media/originals, by image id.
 * They point at /images/<id>-<width>.<format>, as the pages do today.
 */
async function builtPhotos(tx: Transaction, imageIds: string[]): Promise<Map<string, number>> {
  await tx
    .insert(photos)
    .values(imageIds.map((id) => ({ builtImageId: id, slot: slotOf(id) })))
    .onConflictDoNothing({ target: photos.builtImageId });
  const rows = await tx
    .select({ id: photos.id, builtImageId: photos.builtImageId })
    .from(photos)
    .where(inArray(photos.builtImageId, imageIds));
  return new Map(rows.flatMap((row) => (row.builtImageId ? [[row.builtImageId, row.id]] : [])));
}

/** The id stored for `key`; a missing one is a bug in the import, not in the content. */
function idOf(ids: Map<string, number>, key: string) {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The import stored no row for ${key}`);
  return id;
}

/** The posts in `blogDir` (server/db/seed/posts), published on their date, each with its first revision. */
async function importPosts(tx: Transaction, blogDir: string): Promise<number> {
  // The seed's test checked the images; the server may run without media/originals.
  const files = await readSeedPosts(blogDir, null);
  if (files.length === 0) return 0;
  const photoIds = await builtPhotos(
    tx,
    files.map((file) => file.front.image),
  );
  const rows = files.map(({ front, markdown }) => ({
    slug: front.slug,
    title: front.title,
    summary: front.excerpt,
    coverPhotoId: idOf(photoIds, front.image),
    coverAlt: front.imageAlt,
    body: markdown,
    topic: front.tags[0] ?? null,
    town: null,
    author: front.author,
    status: "published" as const,
    // Noon UTC is the same calendar day in Boston, so the post shows the date it had.
    publishAt: new Date(`${front.date}T12:00:00Z`),
  }));
  const inserted = await tx
    .insert(posts)
    .values(rows)
    .returning({ id: posts.id, slug: posts.slug });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  await tx.insert(postRevisions).values(
    rows.map(({ status: _status, publishAt: _publishAt, ...fields }) => ({
      ...fields,
      postId: idOf(idBySlug, fields.slug),
      savedBy: IMPORT_ACTOR,
    })),
  );
  return inserted.length;
}

const twins = alias(posts, "twins");

/**
 * The Chinese seed posts (server/db/seed/posts/zh), published on their English twin's date with
 * its cover, author and topic, each linked to the English post at its address when the database
 * still has it without a twin. On a database that imported the English posts before the Chinese
 * ones existed, this runs at its next start; a Chinese post the team already wrote at one of these
 * addresses is kept, and the seed's is left out.
 */
async function importChinesePosts(tx: Transaction, blogDir: string): Promise<number> {
  const files = await readChineseSeedPosts(blogDir, await readSeedPosts(blogDir, null));
  if (files.length === 0) return 0;
  const photoIds = await builtPhotos(
    tx,
    files.map((file) => file.english.front.image),
  );
  let added = 0;
  for (const { front, markdown, english } of files) {
    const [original] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.slug, front.slug),
          eq(posts.language, "en"),
          notExists(tx.select().from(twins).where(eq(twins.translationOf, posts.id))),
        ),
      );
    const fields = {
      slug: front.slug,
      title: front.title,
      summary: front.excerpt,
      coverPhotoId: idOf(photoIds, english.front.image),
      coverAlt: front.imageAlt,
      body: markdown,
      topic: english.front.tags[0] ?? null,
      town: null,
      author: english.front.author,
    };
    const [stored] = await tx
      .insert(posts)
      .values({
        ...fields,
        language: "zh-Hans",
        translationOf: original?.id ?? null,
        status: "published",
        publishAt: new Date(`${english.front.date}T12:00:00Z`),
      })
      .onConflictDoNothing()
      .returning({ id: posts.id });
    if (!stored) continue;
    await tx.insert(postRevisions).values({ ...fields, postId: stored.id, savedBy: IMPORT_ACTOR });
    added++;
  }
  return added;
}

/** server/db/seed/sold-homes.ts: "18 Fairmont Avenue, Newton, MA" becomes the street and the town. */
async function importSoldHomes(tx: Transaction): Promise<number> {
  if (portfolio.length === 0) return 0;
  const photoIds = await builtPhotos(
    tx,
    portfolio.map((home) => home.image.id),
  );
  await tx.insert(soldHomes).values(
    portfolio.map((home, index) => {
      const [street = home.address, town = ""] = home.address.split(", ");
      return {
        address: street,
        town,
        price: priceValue(home.price),
        beds: home.bedrooms,
        baths: home.bathrooms,
        squareFeet: home.sqft,
        soldOn: null,
        photoId: idOf(photoIds, home.image.id),
        photoAlt: home.image.alt,
        sortOrder: index,
      };
    }),
  );
  return portfolio.length;
}

/** server/db/seed/reviews.ts, in their order on the home page. */
async function importReviews(tx: Transaction): Promise<number> {
  if (testimonials.length === 0) return 0;
  await tx.insert(reviews).values(
    testimonials.map((testimonial, index) => ({
      quote: testimonial.text,
      firstName: testimonial.author,
      role: testimonial.role,
      sourceName: testimonial.given.where,
      givenOn: `${testimonial.given.when}-01`,
      homePosition: index < HOME_REVIEWS ? index + 1 : null,
    })),
  );
  return testimonials.length;
}

/** server/db/seed/team.ts (the members of content/site.ts), in their order, each with her portrait. */
async function importTeam(tx: Transaction): Promise<number> {
  if (seedTeam.length === 0) return 0;
  const photoIds = await builtPhotos(
    tx,
    seedTeam.map((member) => member.imageId),
  );
  await tx.insert(teamMembers).values(
    seedTeam.map(({ imageId, imageAlt, imageAltZh, ...member }, index) => ({
      ...member,
      photoId: idOf(photoIds, imageId),
      photoAlt: imageAlt,
      photoAltZh: imageAltZh,
      position: index,
    })),
  );
  return seedTeam.length;
}

/** The team's import alone (the tests of what reads the members). */
export const importSeedTeam = (db: Database) => importOnce(db, "team", importTeam);

/** Imports whatever has not been imported into this database yet. */
export async function importInitialContent(
  db: Database,
  { blogDir }: { blogDir: string },
): Promise<ImportReport> {
  return {
    posts: await importOnce(db, "posts", (tx) => importPosts(tx, blogDir)),
    chinesePosts: await importOnce(db, "posts-zh", (tx) => importChinesePosts(tx, blogDir)),
    soldHomes: await importOnce(db, "sold-homes", importSoldHomes),
    soldListings: await importOnce(db, "sold-homes-to-listings", (tx) =>
      copySoldHomesToListings(tx, IMPORT_ACTOR),
    ),
    reviews: await importOnce(db, "reviews", importReviews),
    team: await importSeedTeam(db),
  };
}
