import { describe, expect, it } from "vitest";
import { signedInContentEditor } from "#tests/support/content-editor.ts";
import { type Handler, locationOf } from "#tests/support/route-calls.ts";
import * as postsRoute from "./content.tsx";
import * as reviewRoute from "./content-review.tsx";
import * as reviewsRoute from "./content-reviews.tsx";

const { get, post, call } = await signedInContentEditor();

/** Words a stranger's link would have the workspace say (and a sign-in mail carry through `next`). */
const PLANTED = "Your session expired: call 555-0100 and read them the code";

describe("the notices of the content lists", () => {
  it.each([
    ["/staff/content", postsRoute.loader],
    ["/staff/content/reviews", reviewsRoute.loader],
  ])("%s shows no text from its address", async (path, loader) => {
    for (const query of [`deleted=${encodeURIComponent(PLANTED)}`, `done=${PLANTED}`]) {
      const answer = await call(loader as Handler, get(`${path}?${query}`));
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain("555-0100");
      expect(answer.body).toMatchObject({ done: null });
    }
  });

  it("after a deletion, the list says so in its own words", async () => {
    const added = await call(
      reviewRoute.action as Handler,
      post("/staff/content/reviews/new", {
        firstName: "Marguerite",
        role: "Sold in Newton",
        quote: "They sold our house in a week.",
        rating: "5",
        sourceName: "",
        sourceUrl: "",
        givenOn: "",
      }),
      { id: "new" },
    );
    const id = /\/staff\/content\/reviews\/(\d+)/.exec(locationOf(added) ?? "")?.[1];
    expect(id, JSON.stringify(added.body)).toBeDefined();
    const deleted = await call(
      reviewRoute.action as Handler,
      post(`/staff/content/reviews/${id}`, { intent: "delete", confirm: "yes" }),
      { id: id! },
    );
    const list = await call(reviewsRoute.loader as Handler, get(locationOf(deleted)!));
    expect(list.body).toMatchObject({ done: "The review was deleted." });
  });
});
