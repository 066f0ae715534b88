import { type PostFields, savePost } from "#server/content/posts.ts";
import type { Database } from "#server/db/client.ts";
import { photos } from "#server/db/schema.ts";

/** Who saves and publishes the posts in the content tests. */
export const AGENT = "agent@example.com";

/** The built blog image as a cover photo row; its id for `postFields`. */
export async function insertBuiltCover(db: Database) {
  const [cover] = await db
    .insert(photos)
    .values({ builtImageId: "blog/first-home", slot: "blog" })
    .returning();
  return cover!.id;
}

/** A post ready to publish, with `overrides` over its fields. */
export const postFields = (
  coverPhotoId: number,
  overrides: Partial<PostFields> = {},
): PostFields => ({
  title: "Buying Your First Home in Newton",
  slug: "buying-your-first-home-in-newton",
  summary: "What first-time buyers in Newton should know about offers, inspections and closing.",
  coverPhotoId,
  coverAlt: "A colonial on a quiet Newton street",
  body: "## Start early\n\nGet pre-approved before you tour.",
  topic: null,
  town: "Newton",
  author: "lead",
  ...overrides,
});

/** Saves `fields` as a new draft by AGENT and returns its id. */
export async function createDraft(db: Database, fields: PostFields) {
  const result = await savePost(db, { fields, actor: AGENT });
  if (!result.ok) throw new Error(`not saved: ${result.problem}`);
  return result.id;
}
