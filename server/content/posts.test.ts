import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POSTS_PER_PAGE } from "#domain/blog.ts";
import { posts, staffAuditLog } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { AGENT, createDraft, insertBuiltCover, postFields } from "#tests/support/post-fixture.ts";
import {
  deletePost,
  getRevision,
  listRevisions,
  type PostFields,
  publishPost,
  restoreRevision,
  savePost,
  schedulePost,
  unpublishPost,
} from "./posts.ts";
import {
  getAdjacentPosts,
  getPublishedPostPage,
  listPublishedPosts,
  lookUpPublishedPost,
} from "./published-posts.ts";
import { listPostsForStaff } from "./staff-posts.ts";
import { readContentState } from "./version.ts";

const handle = await openFileDatabase();

const NOW = new Date("2026-11-25T15:00:00Z");
let coverPhotoId: number;

beforeEach(async () => {
  coverPhotoId = await insertBuiltCover(handle.db);
});

/** The shared test post, filed under the first-time buyers' topic. */
const fields = (overrides: Partial<PostFields> = {}) =>
  postFields(coverPhotoId, { topic: "first-time", ...overrides });

const createPost = (overrides: Partial<PostFields> = {}) =>
  createDraft(handle.db, fields(overrides));

async function publishedAt(slug: string, at: Date) {
  const id = await createPost({ slug, title: slug });
  await handle.db.update(posts).set({ status: "published", publishAt: at }).where(eq(posts.id, id));
  return id;
}

const version = async () => (await readContentState(handle.db, NOW)).version;

describe("the public side", () => {
  it("shows a published post and nothing of a draft or a scheduled one", async () => {
    const id = await createPost();
    expect(await lookUpPublishedPost(handle.db, fields().slug, NOW)).toBeNull();
    await publishPost(handle.db, { id, actor: AGENT, now: NOW });
    const found = await lookUpPublishedPost(handle.db, fields().slug, NOW);
    expect(found).toMatchObject({
      kind: "post",
      post: { title: fields().title, body: fields().body, coverBuiltImageId: "blog/first-home" },
    });

    const later = await createPost({ slug: "spring-market", title: "Spring Market" });
    const at = new Date("2026-12-01T14:00:00Z");
    expect(await schedulePost(handle.db, { id: later, at, actor: AGENT, now: NOW })).toEqual({
      ok: true,
      id: later,
    });
    expect(await lookUpPublishedPost(handle.db, "spring-market", NOW)).toBeNull();
    expect((await listPublishedPosts(handle.db, NOW)).map((p) => p.slug)).toEqual([fields().slug]);
    // At its time it is there, with no further change.
    expect(await lookUpPublishedPost(handle.db, "spring-market", at)).toMatchObject({
      kind: "post",
    });
  });

  it("lists newest first, twelve to a page, null past the last page", async () => {
    for (let day = 1; day <= POSTS_PER_PAGE + 2; day++)
      await publishedAt(
        `post-${String(day).padStart(2, "0")}`,
        new Date(Date.UTC(2026, 0, day, 12)),
      );
    const first = await getPublishedPostPage(handle.db, 1, NOW);
    expect(first?.pageCount).toBe(2);
    expect(first?.posts).toHaveLength(POSTS_PER_PAGE);
    expect(first?.posts[0]?.slug).toBe(`post-${POSTS_PER_PAGE + 2}`);
    const second = await getPublishedPostPage(handle.db, 2, NOW);
    expect(second?.posts.map((p) => p.slug)).toEqual(["post-02", "post-01"]);
    expect(await getPublishedPostPage(handle.db, 3, NOW)).toBeNull();
    expect(await getPublishedPostPage(handle.db, 0, NOW)).toBeNull();
  });

  it("links a post to the newer and older ones and its list page", async () => {
    for (let day = 1; day <= 14; day++)
      await publishedAt(
        `post-${String(day).padStart(2, "0")}`,
        new Date(Date.UTC(2026, 0, day, 12)),
      );
    const post = {
      slug: "post-02",
      publishAt: new Date(Date.UTC(2026, 0, 2, 12)),
      language: "en" as const,
    };
    expect(await getAdjacentPosts(handle.db, post, NOW)).toEqual({
      newer: { slug: "post-03", title: "post-03" },
      older: { slug: "post-01", title: "post-01" },
      listPage: 2,
    });
  });

  it("sends a changed address's old one to the new one (301), until another post takes it", async () => {
    const id = await createPost();
    await publishPost(handle.db, { id, actor: AGENT, now: NOW });
    await savePost(handle.db, { id, fields: fields({ slug: "first-home-newton" }), actor: AGENT });
    expect(await lookUpPublishedPost(handle.db, fields().slug, NOW)).toEqual({
      kind: "moved",
      slug: "first-home-newton",
    });
    const other = await createPost({ slug: fields().slug, title: "Another post" });
    await publishPost(handle.db, { id: other, actor: AGENT, now: NOW });
    expect(await lookUpPublishedPost(handle.db, fields().slug, NOW)).toMatchObject({
      kind: "post",
      post: { title: "Another post" },
    });
  });
});

describe("the team's side", () => {
  it("keeps every save as a revision and restores an earlier one as a new save", async () => {
    const id = await createPost();
    await savePost(handle.db, {
      id,
      fields: fields({ title: "Second title" }),
      actor: "b@example.com",
    });
    const revisions = await listRevisions(handle.db, id);
    expect(revisions.map((r) => [r.title, r.savedBy])).toEqual([
      ["Second title", "b@example.com"],
      [fields().title, AGENT],
    ]);
    const first = revisions[1]!;
    expect(await getRevision(handle.db, id, first.id)).toMatchObject({ body: fields().body });
    expect(
      await restoreRevision(handle.db, { postId: id, revisionId: first.id, actor: AGENT }),
    ).toEqual({
      ok: true,
      id,
    });
    const [post] = await handle.db.select().from(posts).where(eq(posts.id, id));
    expect(post?.title).toBe(fields().title);
    expect(await listRevisions(handle.db, id)).toHaveLength(3);
  });

  it("refuses an address another post has, and leaves both posts as they were", async () => {
    await createPost();
    const other = await createPost({ slug: "other-post", title: "Other" });
    expect(
      await savePost(handle.db, { id: other, fields: fields({ title: "Other" }), actor: AGENT }),
    ).toEqual({ ok: false, problem: "slug-taken" });
    expect(await listRevisions(handle.db, other)).toHaveLength(1);
  });

  it("will not publish an unfinished post, nor save a published one into that state", async () => {
    const id = await createPost({ summary: "Too short", coverPhotoId: null });
    const refused = await publishPost(handle.db, { id, actor: AGENT, now: NOW });
    expect(refused).toMatchObject({ ok: false, problem: "cannot-publish" });
    expect(refused.ok ? [] : "problems" in refused ? refused.problems : []).toEqual([
      "Summary: at least 50 characters",
      "Cover photo is required",
    ]);
    await savePost(handle.db, { id, fields: fields(), actor: AGENT });
    await publishPost(handle.db, { id, actor: AGENT, now: NOW });
    expect(
      await savePost(handle.db, {
        id,
        fields: fields({ body: "", title: "Broken" }),
        actor: AGENT,
      }),
    ).toMatchObject({ ok: false, problem: "cannot-publish" });
    const found = await lookUpPublishedPost(handle.db, fields().slug, NOW);
    expect(found).toMatchObject({
      kind: "post",
      post: { title: fields().title, body: fields().body },
    });
  });

  it("unpublishes, refuses a schedule in the past, and deletes (the address answers nothing)", async () => {
    const id = await createPost();
    await publishPost(handle.db, { id, actor: AGENT, now: NOW });
    await unpublishPost(handle.db, { id, actor: AGENT });
    expect(await lookUpPublishedPost(handle.db, fields().slug, NOW)).toBeNull();
    expect(
      await schedulePost(handle.db, {
        id,
        at: new Date(NOW.getTime() - 1),
        actor: AGENT,
        now: NOW,
      }),
    ).toEqual({ ok: false, problem: "not-in-future" });
    expect(await deletePost(handle.db, { id, actor: AGENT })).toBe(true);
    expect(await deletePost(handle.db, { id, actor: AGENT })).toBe(false);
    expect(await listRevisions(handle.db, id)).toEqual([]);
  });

  it("lists posts by state and title for the team", async () => {
    const draft = await createPost({ slug: "draft-one", title: "Condo Fees Explained" });
    const live = await createPost({ slug: "live-one", title: "Newton Schools" });
    const later = await createPost({ slug: "later-one", title: "Winter 100% Guide" });
    await publishPost(handle.db, { id: live, actor: AGENT, now: NOW });
    await schedulePost(handle.db, {
      id: later,
      at: new Date("2027-01-05T14:00:00Z"),
      actor: AGENT,
      now: NOW,
    });
    const list = await listPostsForStaff(handle.db, { now: NOW });
    expect(Object.fromEntries(list.map((p) => [p.id, p.state]))).toEqual({
      [draft]: "draft",
      [live]: "published",
      [later]: "scheduled",
    });
    expect(
      (await listPostsForStaff(handle.db, { state: "scheduled", now: NOW })).map((p) => p.id),
    ).toEqual([later]);
    expect(
      (await listPostsForStaff(handle.db, { search: "condo", now: NOW })).map((p) => p.id),
    ).toEqual([draft]);
    expect(
      (await listPostsForStaff(handle.db, { search: "100%", now: NOW })).map((p) => p.id),
    ).toEqual([later]);
  });

  it("audits every change, and moves the content version only when the site changes", async () => {
    const id = await createPost();
    const afterDraft = await version();
    await publishPost(handle.db, { id, actor: AGENT, now: NOW });
    const afterPublish = await version();
    await savePost(handle.db, { id, fields: fields({ title: "Edited live" }), actor: AGENT });
    expect(afterDraft).toBe(0);
    expect(afterPublish).toBe(1);
    expect(await version()).toBe(2);
    const actions = await handle.db.select({ action: staffAuditLog.action }).from(staffAuditLog);
    expect(actions.map((a) => a.action)).toEqual([
      "created a post",
      "published a post",
      "saved a post",
    ]);
  });
});
