import { describe, expect, it } from "vitest";
import { SAVED_NOT_PUBLISHED } from "#server/content/post-form.ts";
import { getPostForEditing, listRevisions, postState } from "#server/content/posts.ts";
import { loadPostForPreview } from "#server/content/public-posts.ts";
import { listPublishedPosts } from "#server/content/published-posts.ts";
import { photos, posts, teamMembers } from "#server/db/schema.ts";
import { seedTeam } from "#server/db/seed/team.ts";
import { changeMember } from "#server/team/editor.ts";
import { CONTENT_EDITOR, signedInContentEditor } from "#tests/support/content-editor.ts";
import {
  COMPLETE_POST,
  type Handler,
  locationOf,
  NOT_AN_IMAGE,
  photoBlob,
} from "#tests/support/route-calls.ts";
import * as postRoute from "./content-post.tsx";
import * as revisionsRoute from "./content-post-revisions.tsx";

const { db, get, post, call } = await signedInContentEditor();

/** Creates a post through the editor's action and returns its id. */
async function createPost(fields: Record<string, string | Blob>) {
  const result = await call(postRoute.action as Handler, post("/staff/content/posts/new", fields), {
    id: "new",
  });
  const match = /\/staff\/content\/posts\/(\d+)/.exec(locationOf(result) ?? "");
  if (!match) throw new Error(`No post created: ${result.status} ${JSON.stringify(result.body)}`);
  return { id: Number(match[1]), location: locationOf(result)!, result };
}

describe("writing and publishing a post", () => {
  it("refuses a post without a title, at the field, and stores nothing", async () => {
    const result = await call(
      postRoute.action as Handler,
      post("/staff/content/posts/new", { ...COMPLETE_POST, title: " " }),
      { id: "new" },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { title: "Title is required" } });
    expect(await db.select().from(posts)).toHaveLength(0);
  });

  it("proposes the address from the title, saves a draft, then publishes it with its cover", async () => {
    const { id, location: where } = await createPost({
      ...COMPLETE_POST,
      intent: "save",
      coverFile: await photoBlob(),
    });
    expect(where).toBe(`/staff/content/posts/${id}?saved=save`);
    const draft = await getPostForEditing(db, id);
    expect(draft).toMatchObject({ slug: "spring-market-update-for-newton", status: "draft" });
    expect(draft!.coverPhotoId).not.toBeNull();
    expect(await listPublishedPosts(db, new Date())).toHaveLength(0);

    const published = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE_POST,
        slug: draft!.slug,
        coverPhotoId: String(draft!.coverPhotoId),
        intent: "publish",
      }),
      { id: String(id) },
    );
    expect(locationOf(published)).toBe(`/staff/content/posts/${id}?saved=publish`);
    expect((await listPublishedPosts(db, new Date())).map((row) => row.slug)).toEqual([
      "spring-market-update-for-newton",
    ]);
  });

  it("saves an incomplete new post as a draft when asked to publish it, and says what is missing", async () => {
    const { id, location: where } = await createPost({
      ...COMPLETE_POST,
      summary: "Too short",
      intent: "publish",
    });
    expect(where).toBe(`/staff/content/posts/${id}?not-published`);
    const page = await call(postRoute.loader as Handler, get(where), { id: String(id) });
    expect(page.body).toMatchObject({
      state: "draft",
      // Saved, and said so: never "not saved"; each problem at its field.
      problems: {
        form: SAVED_NOT_PUBLISHED,
        summary: "Summary: at least 50 characters",
        coverFile: "Cover photo is required",
      },
    });
  });

  it("refuses a file that is not a photo at the cover field: nothing stored, the live post unchanged", async () => {
    const { id } = await createPost({
      ...COMPLETE_POST,
      intent: "publish",
      coverFile: await photoBlob(),
    });
    const before = await getPostForEditing(db, id);
    const photosBefore = await db.select().from(photos);
    const result = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE_POST,
        title: "A new title that must not go live",
        slug: before!.slug,
        intent: "save",
        coverFile: NOT_AN_IMAGE,
      }),
      { id: String(id) },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: { coverFile: expect.stringMatching(/not a photo the site can use/) },
    });
    expect(await db.select().from(photos)).toEqual(photosBefore);
    expect((await getPostForEditing(db, id))!.title).toBe(COMPLETE_POST.title);
  });

  it("answers that an address is taken by another post", async () => {
    await createPost({ ...COMPLETE_POST, intent: "save" });
    const result = await call(
      postRoute.action as Handler,
      post("/staff/content/posts/new", {
        ...COMPLETE_POST,
        title: "Another post",
        slug: "spring-market-update-for-newton",
      }),
      { id: "new" },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: { slug: expect.stringMatching(/already has this address/) },
    });
  });

  it("schedules a post for a Boston time ahead, and refuses one in the past", async () => {
    const { id } = await createPost({
      ...COMPLETE_POST,
      intent: "save",
      coverFile: await photoBlob(),
    });
    const saved = await getPostForEditing(db, id);
    const fields = {
      ...COMPLETE_POST,
      slug: saved!.slug,
      coverPhotoId: String(saved!.coverPhotoId),
    };
    const past = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...fields,
        intent: "schedule",
        publishAt: "2020-01-01T09:00",
      }),
      { id: String(id) },
    );
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      errors: { publishAt: "Publish on: choose a time in the future" },
    });

    const next = new Date().getUTCFullYear() + 1;
    const scheduled = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...fields,
        intent: "schedule",
        publishAt: `${next}-01-15T09:30`,
      }),
      { id: String(id) },
    );
    expect(locationOf(scheduled)).toBe(`/staff/content/posts/${id}?saved=schedule`);
    const row = await getPostForEditing(db, id);
    // 9:30 in Boston in January is 14:30 UTC (EST).
    expect(row!.publishAt!.toISOString()).toBe(`${next}-01-15T14:30:00.000Z`);
    expect(postState(row!, new Date())).toBe("scheduled");
    expect(await listPublishedPosts(db, new Date())).toHaveLength(0);
  });

  it("deletes a post only after the confirmation step", async () => {
    const { id } = await createPost({ ...COMPLETE_POST, intent: "save" });
    const unconfirmed = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, { intent: "delete" }),
      { id: String(id) },
    );
    expect(unconfirmed.status).toBe(400);
    expect(await getPostForEditing(db, id)).not.toBeNull();
    const confirmed = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, { intent: "delete", confirm: "yes" }),
      { id: String(id) },
    );
    expect(locationOf(confirmed)).toBe("/staff/content?done=post-deleted");
    expect(await getPostForEditing(db, id)).toBeNull();
  });
});

describe("revisions", () => {
  it("compares a save with the one before it and restores an earlier one as a new save", async () => {
    const { id } = await createPost({ ...COMPLETE_POST, intent: "save" });
    const slug = (await getPostForEditing(db, id))!.slug;
    await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE_POST,
        slug,
        title: "Spring Market, Revised",
        intent: "save",
      }),
      { id: String(id) },
    );
    const [latest, first] = await listRevisions(db, id);
    const page = await call(
      revisionsRoute.loader as Handler,
      get(`/staff/content/posts/${id}/revisions?compare=${latest!.id}`),
      { id: String(id) },
    );
    expect(page.body).toMatchObject({
      comparison: {
        savedBy: CONTENT_EDITOR,
        fields: [
          {
            label: "Title",
            lines: [
              { kind: "removed", text: COMPLETE_POST.title },
              { kind: "added", text: "Spring Market, Revised" },
            ],
          },
        ],
      },
    });

    const restored = await call(
      revisionsRoute.action as Handler,
      post(`/staff/content/posts/${id}/revisions`, {
        intent: "restore",
        revision: String(first!.id),
      }),
      { id: String(id) },
    );
    expect(locationOf(restored)).toBe(`/staff/content/posts/${id}?saved=restored`);
    expect((await getPostForEditing(db, id))!.title).toBe(COMPLETE_POST.title);
    expect(await listRevisions(db, id)).toHaveLength(3);
  });
});

describe("the post's author", () => {
  const ANA = { key: "ana@example.com", name: "Ana Chen", role: "Buyer's agent" };
  /** The authors the editor at `path` offers, as [key, has left] pairs. */
  const expectAuthors = async (path: string, id: string, authors: [string, boolean][]) =>
    expect((await call(postRoute.loader as Handler, get(path), { id })).body).toMatchObject({
      authors: authors.map(([key, left]) => ({ key, left })),
    });

  it("is one of the team's members, as /staff/team keeps them; a post by one who left keeps her name", async () => {
    const [ana] = await db
      .insert(teamMembers)
      .values({ ...ANA, email: ANA.key, position: 9 })
      .returning({ id: teamMembers.id });
    const seeded = seedTeam.map((member): [string, boolean] => [member.key, false]);
    await expectAuthors("/staff/content/posts/new", "new", [...seeded, [ANA.key, false]]);
    const { id } = await createPost({
      ...COMPLETE_POST,
      author: ANA.key,
      intent: "publish",
      coverFile: await photoBlob(),
    });
    expect((await loadPostForPreview(db, id))?.author).toBe(ANA.name);

    await changeMember(db, ana!.id, "left", CONTENT_EDITOR);
    // A new post is offered the members still on the team, and cannot take her.
    await expectAuthors("/staff/content/posts/new", "new", seeded);
    const refused = await call(
      postRoute.action as Handler,
      post("/staff/content/posts/new", { ...COMPLETE_POST, author: ANA.key }),
      { id: "new" },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { author: "Author: choose one of the team's members" },
    });
    // Her own post still names her, offers her as its author and saves with her byline.
    await expectAuthors(`/staff/content/posts/${id}`, String(id), [...seeded, [ANA.key, true]]);
    const { slug, coverPhotoId } = (await getPostForEditing(db, id))!;
    const saved = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE_POST,
        slug,
        coverPhotoId: String(coverPhotoId),
        author: ANA.key,
        intent: "save",
      }),
      { id: String(id) },
    );
    expect(locationOf(saved)).toBe(`/staff/content/posts/${id}?saved=save`);
    expect((await loadPostForPreview(db, id))?.author).toBe(ANA.name);
  });
});
