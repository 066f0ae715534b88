import { beforeEach, describe, expect, it } from "vitest";
import { deletePost, publishPost, savePost, unpublishPost } from "#server/content/posts.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { AGENT, insertBuiltCover, postFields } from "#tests/support/post-fixture.ts";
import { callRoute, type Handler, locationOf } from "#tests/support/route-calls.ts";
import { loader } from "./blog-post.tsx";

const { db } = await openFileDatabase();
let coverPhotoId: number;
beforeEach(async () => {
  coverPhotoId = await insertBuiltCover(db);
});

/** A post ready to publish at `slug`. */
const postFieldsAt = (slug: string) => postFields(coverPhotoId, { slug });

/** The post page's answer for a slug, read through a fresh content cache as a new process would. */
async function postPage(slug: string) {
  const request = new Request(`https://www.example.com/blog/${slug}`);
  const answer = await callRoute(loader as Handler, request, testLoadContext(db), { slug });
  return { status: answer.status, location: locationOf(answer) };
}

describe("a post's page", () => {
  it("answers a changed address with a 301 to the new one, and an unpublished or deleted post with 404", async () => {
    const saved = await savePost(db, { fields: postFieldsAt("first-home"), actor: AGENT });
    if (!saved.ok) throw new Error(`not saved: ${saved.problem}`);
    const { id } = saved;
    await publishPost(db, { id, actor: AGENT, now: new Date() });
    expect(await postPage("first-home")).toEqual({ status: 200, location: null });

    await savePost(db, { id, fields: postFieldsAt("first-home-in-newton"), actor: AGENT });
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
    await savePost(db, { fields: postFieldsAt("a-draft"), actor: AGENT });
    expect(await postPage("a-draft")).toMatchObject({ status: 404 });
    expect(await postPage("no-such-post")).toMatchObject({ status: 404 });
  });
});
