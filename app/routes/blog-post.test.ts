import { beforeEach, describe, expect, it } from "vitest";
import {
  deletePost,
  type PostFields,
  publishPost,
  savePost,
  unpublishPost,
} from "#server/content/posts.ts";
import { photos } from "#server/db/schema.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { callRoute, type Handler, locationOf } from "#tests/support/route-calls.ts";
import { loader } from "./blog-post.tsx";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";

let coverPhotoId: number;
beforeEach(async () => {
  const [cover] = await db
    .insert(photos)
    .values({ builtImageId: "blog/first-home", slot: "blog" })
    .returning();
  coverPhotoId = cover!.id;
});

/** A post ready to publish at `slug`. */
const postFields = (slug: string): PostFields => ({
  title: "Buying Your First Home in Newton",
  slug,
  summary: "What first-time buyers in Newton should know about offers, inspections and closing.",
  coverPhotoId,
  coverAlt: "A colonial on a quiet Newton street",
  body: "## Start early\n\nGet pre-approved before you tour.",
  topic: null,
  town: "Newton",
  author: "lead",
});

/** The post page's answer for a slug, read through a fresh content cache as a new process would. */
async function postPage(slug: string) {
  const request = new Request(`https://www.example.com/blog/${slug}`);
  const answer = await callRoute(loader as Handler, request, testLoadContext(db), { slug });
  return { status: answer.status, location: locationOf(answer) };
}

describe("a post's page", () => {
  it("answers a changed address with a 301 to the new one, and an unpublished or deleted post with 404", async () => {
    const saved = await savePost(db, { fields: postFields("first-home"), actor: AGENT });
    if (!saved.ok) throw new Error(`not saved: ${saved.problem}`);
    const { id } = saved;
    await publishPost(db, { id, actor: AGENT, now: new Date() });
    expect(await postPage("first-home")).toEqual({ status: 200, location: null });

    await savePost(db, { id, fields: postFields("first-home-in-newton"), actor: AGENT });
    expect(await postPage("first-home")).toEqual({
      status: 301,
      location: "/blog/first-home-in-newton",
    });
    expect(await postPage("first-home-in-newton")).toEqual({ status: 200, location: null });

    await unpublishPost(db, { id, actor: AGENT });
    expect(await postPage("first-home-in-newton")).toMatchObject({ status: 404 });
    // An old address of a post that is not public leads nowhere.
    expect(await postPage("first-home")).toMatchObject({ status: 404 });

    await publishPost(db, { id, actor: AGENT, now: new Date() });
    await deletePost(db, { id, actor: AGENT });
    expect(await postPage("first-home-in-newton")).toMatchObject({ status: 404 });
  });

  it("answers a draft's address, and one no post ever had, with 404", async () => {
    await savePost(db, { fields: postFields("a-draft"), actor: AGENT });
    expect(await postPage("a-draft")).toMatchObject({ status: 404 });
    expect(await postPage("no-such-post")).toMatchObject({ status: 404 });
  });
});
