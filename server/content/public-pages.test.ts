import { beforeEach, describe, expect, it } from "vitest";
import { photos, reviews } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { saveSoldListing } from "#tests/support/listing-editor.ts";
import { AGENT, createDraft, postFields } from "#tests/support/post-fixture.ts";
import {
  deletePost,
  type PostFields,
  publishPost,
  savePost,
  schedulePost,
  unpublishPost,
} from "./posts.ts";
import { createPublicContent, type PublicContent } from "./public-pages.ts";
import { loadPostForPreview } from "./public-posts.ts";
import { chooseHomeReviews } from "./reviews.ts";
import { type ContentSignal, createContentCache, watchContent } from "./version.ts";

const handle = await openFileDatabase();

let clock = new Date("2026-11-26T15:00:00Z");
let coverPhotoId: number;
let uploadedPhotoId: number;

/**
 * One server process as the site runs it: its own version watcher (polled by the test,
 * not by the timer) and its own cache over the shared database.
 */
type Process = { content: PublicContent; signal: ContentSignal };
const processes: Process[] = [];
async function startProcess(): Promise<Process> {
  const signal = await watchContent({ db: handle.db, intervalMs: 3_600_000, now: () => clock });
  const process = {
    signal,
    content: createPublicContent({
      db: handle.db,
      cache: createContentCache(signal),
      now: () => clock,
    }),
  };
  processes.push(process);
  return process;
}

beforeEach(async () => {
  for (const process of processes.splice(0)) await process.signal.stop();
  clock = new Date("2026-11-26T15:00:00Z");
  const [built, uploaded] = await handle.db
    .insert(photos)
    .values([
      { builtImageId: "blog/first-home", slot: "blog" },
      { hash: "0123456789abcdef0123", slot: "blog" },
    ])
    .returning();
  coverPhotoId = built!.id;
  uploadedPhotoId = uploaded!.id;
});

const fields = (overrides: Partial<PostFields> = {}) => postFields(coverPhotoId, overrides);

const createPost = (overrides: Partial<PostFields> = {}) =>
  createDraft(handle.db, fields(overrides));

async function publish(id: number) {
  const result = await publishPost(handle.db, { id, actor: AGENT, now: clock });
  if (!result.ok) throw new Error(`not published: ${result.problem}`);
}

/** What a visitor finds of one slug: the page, the list, the feed and the sitemap. */
async function visible(content: PublicContent, slug: string) {
  const [page, list, feed, sitemap] = await Promise.all([
    content.postAt(slug),
    content.postPage(1),
    content.feed(),
    content.sitemap(),
  ]);
  return {
    page: page?.kind ?? null,
    list: list?.posts.some((post) => post.slug === slug) ?? false,
    feed: feed.some((post) => post.slug === slug),
    sitemap: sitemap.posts.some((post) => post.slug === slug),
  };
}

const everywhere = { page: "post", list: true, feed: true, sitemap: true };
const nowhere = { page: null, list: false, feed: false, sitemap: false };

describe("the public pages read the database", () => {
  it("show a published post on its page, the list, the feed and the sitemap, and nothing of a draft", async () => {
    await createPost({ slug: "a-draft", title: "A Draft" });
    const id = await createPost();
    await publish(id);
    const { content: fresh } = await startProcess();
    expect(await visible(fresh, fields().slug)).toEqual(everywhere);
    expect(await visible(fresh, "a-draft")).toEqual(nowhere);

    const page = await fresh.postAt(fields().slug);
    expect(page).toMatchObject({
      kind: "post",
      post: {
        title: fields().title,
        date: "2026-11-26",
        displayDate: "November 26, 2026",
        author: expect.any(String),
        image: { id: "blog/first-home", alt: fields().coverAlt },
        description: fields().summary,
      },
      newer: null,
      older: null,
      listPath: "/blog",
    });
    if (page?.kind !== "post") throw new Error("no post");
    expect(page.post.html).toContain("<h2>Start early</h2>");
  });

  it("cut a long summary at a word to a search result's length for the page's description", async () => {
    const summary = "Newton buyers ask about offers and inspections ".repeat(4).trim();
    await publish(await createPost({ summary }));
    const page = await (await startProcess()).content.postAt(fields().slug);
    if (page?.kind !== "post") throw new Error("no post");
    const { description } = page.post;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(summary.startsWith(description)).toBe(true);
    expect(summary.charAt(description.length)).toBe(" ");
    expect(description).not.toMatch(/[\s,;:.-]$/);
  });

  it("hide a post scheduled for later until its time, then show it everywhere", async () => {
    const id = await createPost();
    const at = new Date("2026-11-26T15:00:30Z");
    await schedulePost(handle.db, { id, at, actor: AGENT, now: clock });
    const { content, signal } = await startProcess();
    expect(await visible(content, fields().slug)).toEqual(nowhere);
    // Its time passes with no write: the poll starts a new generation on its own.
    clock = new Date("2026-11-26T15:00:31Z");
    await signal.poll();
    expect(await visible(content, fields().slug)).toEqual(everywhere);
  });

  it("know a changed address as moved and list only the new one; an unpublished or deleted post is nowhere", async () => {
    const id = await createPost();
    await publish(id);
    await savePost(handle.db, {
      id,
      fields: fields({ slug: "first-home-in-newton" }),
      actor: AGENT,
    });
    const { content } = await startProcess();
    expect(await content.postAt(fields().slug)).toEqual({
      kind: "moved",
      slug: "first-home-in-newton",
    });
    expect(await visible(content, "first-home-in-newton")).toEqual(everywhere);
    expect(await visible(content, fields().slug)).toMatchObject({ sitemap: false, feed: false });

    await unpublishPost(handle.db, { id, actor: AGENT });
    const { content: afterUnpublish } = await startProcess();
    expect(await visible(afterUnpublish, "first-home-in-newton")).toEqual(nowhere);
    // An old address of a post that is not public leads nowhere.
    expect(await afterUnpublish.postAt(fields().slug)).toBeNull();

    await publish(id);
    await deletePost(handle.db, { id, actor: AGENT });
    const { content: afterDelete } = await startProcess();
    expect(await visible(afterDelete, "first-home-in-newton")).toEqual(nowhere);
  });

  it("show a publish on every process once each has polled the version, and not before", async () => {
    const first = await startProcess();
    const second = await startProcess();
    // Both have cached the blog without the post.
    for (const { content } of [first, second])
      expect(await visible(content, fields().slug)).toEqual(nowhere);
    const id = await createPost();
    await publish(id);
    // Still the cached pages: no process has looked yet.
    expect(await visible(second.content, fields().slug)).toEqual(nowhere);
    for (const { signal } of [first, second]) await signal.poll();
    for (const { content } of [first, second])
      expect(await visible(content, fields().slug)).toEqual(everywhere);

    // An edit of the live post: the title changes on both after their next look.
    await savePost(handle.db, { id, fields: fields({ title: "Your First Home" }), actor: AGENT });
    expect((await second.content.postPage(1))?.posts[0]?.title).toBe(fields().title);
    for (const { signal } of [first, second]) await signal.poll();
    for (const { content } of [first, second]) {
      expect((await content.postPage(1))?.posts[0]?.title).toBe("Your First Home");
      expect(await content.postAt(fields().slug)).toMatchObject({
        post: { title: "Your First Home" },
      });
    }
  });

  it("draw an uploaded cover from /media/u and a built one from /images", async () => {
    await publish(await createPost({ slug: "uploaded", coverPhotoId: uploadedPhotoId }));
    const { content } = await startProcess();
    expect((await content.postAt("uploaded"))?.kind === "post").toBe(true);
    expect((await content.postPage(1))?.posts[0]?.image).toEqual({
      hash: "0123456789abcdef0123",
      slot: "blog",
      alt: fields().coverAlt,
    });
  });

  it("list sold homes highest price first and the home page's three reviews in their places", async () => {
    await saveSoldListing(handle.db, { street: "1 Low Street", soldPrice: 650_000 });
    await saveSoldListing(handle.db, { street: "2 High Street", soldPrice: 1_950_000 });
    const ids = await handle.db
      .insert(reviews)
      .values(
        ["Ann", "Ben", "Cy", "Di"].map((firstName) => ({
          quote: "Great",
          firstName,
          role: "Buyer",
        })),
      )
      .returning({ id: reviews.id });
    const [a, b, c, d] = ids.map((row) => row.id) as [number, number, number, number];
    await chooseHomeReviews(handle.db, { ids: [d, a, c], actor: AGENT });
    const { content, signal } = await startProcess();
    expect((await content.soldHomes()).map((h) => h.address)).toEqual([
      "2 High Street",
      "1 Low Street",
    ]);
    expect((await content.homeReviews()).map((r) => r.firstName)).toEqual(["Di", "Ann", "Cy"]);
    await saveSoldListing(handle.db, { street: "3 Middle Street", soldPrice: 900_000 });
    await chooseHomeReviews(handle.db, { ids: [b, a, c], actor: AGENT });
    await signal.poll();
    expect((await content.soldHomes()).map((h) => h.address)).toEqual([
      "2 High Street",
      "3 Middle Street",
      "1 Low Street",
    ]);
    expect((await content.homeReviews()).map((r) => r.firstName)).toEqual(["Ben", "Ann", "Cy"]);
  });
});

describe("loadPostForPreview", () => {
  it("loads a draft or a scheduled post by id as the public page would show it", async () => {
    const id = await createPost();
    expect(await loadPostForPreview(handle.db, id, clock)).toMatchObject({
      slug: fields().slug,
      title: fields().title,
      image: { id: "blog/first-home" },
      html: expect.stringContaining("<h2>Start early</h2>"),
    });
    await publish(id);
    const { content } = await startProcess();
    const page = await content.postAt(fields().slug);
    expect(page?.kind === "post" && page.post).toEqual(
      await loadPostForPreview(handle.db, id, clock),
    );
    expect(await loadPostForPreview(handle.db, id + 1000)).toBeNull();
  });
});
