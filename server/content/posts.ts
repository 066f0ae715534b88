import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { areas } from "#content/areas.ts";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import type { Database, Transaction } from "../db/client.ts";
import { type PostStatus, postOldSlugs, postRevisions, posts } from "../db/schema.ts";
import { recordAudit } from "../staff/audit.ts";
import { deleteAudited } from "./audited-rows.ts";
import { markdownToPlainText } from "./markdown.ts";
import { recordContentChange } from "./version.ts";

/**
 * Blog posts in the database: what /staff does to them (save with a revision, restore one, publish,
 * unpublish, schedule, delete), each change with its audit entry and the content
 * version bump in one transaction. What the public pages read (published and
 * due) is published-posts.ts.
 */

const TOWNS = areas.map((area) => area.name) as [string, ...string[]];

/** An optional text field: blank means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

/**
 * A post's fields as the editor saves them. A draft may be unfinished; what a
 * published post also needs is checked by publishProblems. Limits as for the
 * seed posts (server/db/seed/posts.ts): a title that fits a card and a
 * search result, a summary that fills the card.
 */
export const PostFieldsSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(70, "Title: at most 70 characters"),
  slug: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "Address: lower-case letters and digits, words joined by hyphens",
    )
    .max(100),
  summary: z.string().trim().max(200, "Summary: at most 200 characters"),
  coverPhotoId: z.number().int().positive().nullable(),
  coverAlt: z.string().trim().max(300),
  body: z.string().max(200_000),
  topic: optionalText(40),
  town: z.enum(TOWNS, "Town: one of the areas served").nullable(),
  /** A team member's key; who may sign a post is the editor's check (post-form.ts). */
  author: z.string().min(1),
});

export type PostFields = z.output<typeof PostFieldsSchema>;

/** What stops a post from going public, as the editor should read it; empty when it may. */
export function publishProblems(fields: PostFields): string[] {
  const problems: string[] = [];
  if (fields.summary.length < 50) problems.push("Summary: at least 50 characters");
  if (fields.coverPhotoId === null) problems.push("Cover photo is required");
  if (!fields.coverAlt) problems.push("Alt text of the cover photo is required");
  if (!markdownToPlainText(fields.body)) problems.push("Body: the post has no text");
  return problems;
}

/** A post's place among the published ones, as the public list orders them: newest first. */

// ---------------------------------------------------------------------------
// The team's side
// ---------------------------------------------------------------------------

export type PostState = "draft" | "scheduled" | "published";

/** Published and due: on the site; published and ahead: scheduled; otherwise a draft. */
export function postState(post: { status: string; publishAt: Date | null }, now: Date): PostState {
  if (post.status !== "published") return "draft";
  return post.publishAt && post.publishAt > now ? "scheduled" : "published";
}

/** A post as the editor opens it (any state), or null. */
export async function getPostForEditing(db: Database, id: number) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row ?? null;
}

/** A post's revisions, newest first: who saved and when, with the title then. */
export async function listRevisions(db: Database, postId: number) {
  return db
    .select({
      id: postRevisions.id,
      title: postRevisions.title,
      savedBy: postRevisions.savedBy,
      savedAt: postRevisions.savedAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id));
}

/** One revision with all its fields (to compare with the one before it), or null. */
export async function getRevision(db: Database, postId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
  return row ?? null;
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; problem: "not-found" }
  | { ok: false; problem: "slug-taken" }
  | { ok: false; problem: "cannot-publish"; problems: string[] };

/** Postgres's unique_violation: here, a slug another post already has. */
function isSlugTaken(error: unknown) {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return (
    typeof cause === "object" &&
    cause !== null &&
    "code" in cause &&
    cause.code === "23505" &&
    "constraint" in cause &&
    cause.constraint === "posts_language_slug_unique"
  );
}

type CurrentPost = {
  slug: string;
  language: Language;
  status: PostStatus;
  publishAt: Date | null;
};

/** The post as it is, locked until the transaction ends (saves of one post queue up). */
async function lockPost(tx: Transaction, id: number): Promise<CurrentPost | null> {
  const [current] = await tx
    .select({
      slug: posts.slug,
      language: posts.language,
      status: posts.status,
      publishAt: posts.publishAt,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .for("update");
  return current ?? null;
}

/** A new post's language, and the English post it translates when it is a Chinese twin. */
export type NewPostLanguage = { language: Language; translationOf: number | null };

const ENGLISH_POST: NewPostLanguage = { language: DEFAULT_LANGUAGE, translationOf: null };

/** Writes the fields and keeps them as a revision; a changed slug keeps the old one for 301s. */
async function writePost(
  tx: Transaction,
  existing: { id: number; slug: string; language: Language } | null,
  fields: PostFields,
  actor: string,
  newPost: NewPostLanguage = ENGLISH_POST,
): Promise<number> {
  let postId: number;
  const language = existing?.language ?? newPost.language;
  if (!existing) {
    const [created] = await tx
      .insert(posts)
      .values({ ...fields, language, translationOf: newPost.translationOf })
      .returning({ id: posts.id });
    if (!created) throw new Error("The new post was not stored");
    postId = created.id;
  } else {
    postId = existing.id;
    await tx
      .update(posts)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(posts.id, postId));
    if (existing.slug !== fields.slug) {
      await tx
        .insert(postOldSlugs)
        .values({ slug: existing.slug, language, postId })
        .onConflictDoUpdate({
          target: [postOldSlugs.language, postOldSlugs.slug],
          set: { postId, createdAt: new Date() },
        });
    }
  }
  // A live address wins over an old one: the post now at this slug is what it shows.
  await tx
    .delete(postOldSlugs)
    .where(and(eq(postOldSlugs.slug, fields.slug), eq(postOldSlugs.language, language)));
  await tx.insert(postRevisions).values({ postId, ...fields, savedBy: actor });
  return postId;
}

/** Runs a change, answering "slug-taken" when it would give a post another post's address. */
async function refusingTakenSlugs(change: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await change();
  } catch (error) {
    if (isSlugTaken(error)) return { ok: false, problem: "slug-taken" };
    throw error;
  }
}

/**
 * Creates a post (no `id`; in English unless `created` says) or saves one; every save is a
 * revision. A published post changes on the site at once, so a save that would leave it
 * incomplete is refused and the live version stays as it was.
 */
export async function savePost(
  db: Database,
  {
    id,
    fields,
    actor,
    created,
  }: { id?: number; fields: PostFields; actor: string; created?: NewPostLanguage },
): Promise<SaveResult> {
  const checked = PostFieldsSchema.parse(fields);
  return refusingTakenSlugs(() =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const current = id === undefined ? null : await lockPost(tx, id);
      if (id !== undefined && !current) return { ok: false, problem: "not-found" };
      const live = current?.status === "published";
      if (live) {
        const problems = publishProblems(checked);
        if (problems.length > 0) return { ok: false, problem: "cannot-publish", problems };
      }
      const postId = await writePost(
        tx,
        id === undefined || !current
          ? null
          : { id, slug: current.slug, language: current.language },
        checked,
        actor,
        created,
      );
      const entry = {
        actor,
        action: id === undefined ? "created a post" : "saved a post",
        subject: checked.slug,
        detail:
          current && current.slug !== checked.slug ? { previousSlug: current.slug } : undefined,
      };
      // A draft's save changes nothing the public sees: the caches stay.
      if (live) await recordContentChange(tx, entry);
      else await recordAudit(tx, entry);
      return { ok: true, id: postId };
    }),
  );
}

/** Saves an earlier revision's fields as the post's current ones (a new revision, so it can be undone). */
export async function restoreRevision(
  db: Database,
  { postId, revisionId, actor }: { postId: number; revisionId: number; actor: string },
): Promise<SaveResult> {
  const revision = await getRevision(db, postId, revisionId);
  if (!revision) return { ok: false, problem: "not-found" };
  const { slug, title, summary, coverPhotoId, coverAlt, body, topic, town, author } = revision;
  const fields = { slug, title, summary, coverPhotoId, coverAlt, body, topic, town, author };
  return refusingTakenSlugs(() =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const current = await lockPost(tx, postId);
      if (!current) return { ok: false, problem: "not-found" };
      const live = current.status === "published";
      if (live) {
        const problems = publishProblems(fields);
        if (problems.length > 0) return { ok: false, problem: "cannot-publish", problems };
      }
      await writePost(tx, { id: postId, ...current }, fields, actor);
      const entry = {
        actor,
        action: "restored a revision",
        subject: fields.slug,
        detail: { revisionId },
      };
      if (live) await recordContentChange(tx, entry);
      else await recordAudit(tx, entry);
      return { ok: true, id: postId };
    }),
  );
}

/**
 * Sets a post's status and publish time, if its fields allow it to go public:
 * publish (now, or keeping the date it first went public), schedule (a time
 * ahead), or unpublish (back to a draft).
 */
async function changeStatus(
  db: Database,
  id: number,
  actor: string,
  decide: (current: CurrentPost) => {
    status: PostStatus;
    publishAt: Date | null;
    action: string;
  },
): Promise<SaveResult> {
  return db.transaction(async (tx): Promise<SaveResult> => {
    const current = await lockPost(tx, id);
    if (!current) return { ok: false, problem: "not-found" };
    const next = decide(current);
    if (next.status === "published") {
      const [row] = await tx.select().from(posts).where(eq(posts.id, id));
      const problems = row ? publishProblems(row) : [];
      if (problems.length > 0) return { ok: false, problem: "cannot-publish", problems };
    }
    await tx
      .update(posts)
      .set({ status: next.status, publishAt: next.publishAt, updatedAt: new Date() })
      .where(eq(posts.id, id));
    await recordContentChange(tx, {
      actor,
      action: next.action,
      subject: current.slug,
      detail: next.publishAt ? { publishAt: next.publishAt.toISOString() } : undefined,
    });
    return { ok: true, id };
  });
}

/** Puts a post on the site now. A post that was public before keeps its original date. */
export function publishPost(
  db: Database,
  { id, actor, now }: { id: number; actor: string; now: Date },
) {
  return changeStatus(db, id, actor, (current) => ({
    status: "published",
    publishAt: current.publishAt && current.publishAt <= now ? current.publishAt : now,
    action: "published a post",
  }));
}

/** Publishes a post at a later time (Boston time is the editor's to convert); invisible until then. */
export async function schedulePost(
  db: Database,
  { id, at, actor, now }: { id: number; at: Date; actor: string; now: Date },
): Promise<SaveResult | { ok: false; problem: "not-in-future" }> {
  if (at <= now) return { ok: false, problem: "not-in-future" };
  return changeStatus(db, id, actor, () => ({
    status: "published",
    publishAt: at,
    action: "scheduled a post",
  }));
}

/** Takes a post off the site (or cancels its schedule); it stays as a draft. */
export function unpublishPost(db: Database, { id, actor }: { id: number; actor: string }) {
  return changeStatus(db, id, actor, (current) => ({
    status: "draft",
    publishAt: current.publishAt,
    action: "unpublished a post",
  }));
}

/**
 * Deletes a post with its revisions and old addresses (all answer 404 after).
 * The audit entry keeps its last fields, so a mistaken delete can be typed back.
 */
export async function deletePost(
  db: Database,
  { id, actor }: { id: number; actor: string },
): Promise<boolean> {
  return deleteAudited(db, posts, id, (deleted) => ({
    actor,
    action: "deleted a post",
    subject: deleted.slug,
    detail: { title: deleted.title, summary: deleted.summary, body: deleted.body },
  }));
}
