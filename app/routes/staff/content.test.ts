import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos, posts, reviews, soldHomes, staffAuditLog } from "#server/db/schema.ts";
import { createRateLimiter, DEFAULT_LIMITS_PER_MINUTE } from "#server/rate-limiter.ts";
import {
  CONTENT_EDITOR,
  CONTENT_MINUTE,
  signedInContentEditor,
} from "#tests/support/content-editor.ts";
import {
  COMPLETE_POST,
  type Handler,
  locationOf,
  NOT_AN_IMAGE,
  photoBlob,
} from "#tests/support/route-calls.ts";
import * as contentList from "./content.tsx";
import * as homesMoved from "./content-homes-moved.ts";
import * as photosRoute from "./content-photos.ts";
import * as postRoute from "./content-post.tsx";
import * as previewRoute from "./content-post-preview.tsx";
import * as revisionsRoute from "./content-post-revisions.tsx";
import * as reviewRoute from "./content-review.tsx";
import * as reviewsRoute from "./content-reviews.tsx";

const { db, get, post, call } = await signedInContentEditor();

describe("every content route calls the staff guard first", () => {
  const routes: [string, Handler, Handler, Record<string, string>][] = [
    ["/staff/content", contentList.loader as Handler, contentList.action as Handler, {}],
    ["/staff/content/photos", photosRoute.loader as Handler, photosRoute.action as Handler, {}],
    [
      "/staff/content/posts/new",
      postRoute.loader as Handler,
      postRoute.action as Handler,
      { id: "new" },
    ],
    [
      "/staff/content/posts/1/preview",
      previewRoute.loader as Handler,
      previewRoute.action as Handler,
      { id: "1" },
    ],
    [
      "/staff/content/posts/1/revisions",
      revisionsRoute.loader as Handler,
      revisionsRoute.action as Handler,
      { id: "1" },
    ],
    ["/staff/content/homes/new", homesMoved.loader as Handler, homesMoved.action as Handler, {}],
    ["/staff/content/reviews", reviewsRoute.loader as Handler, reviewsRoute.action as Handler, {}],
    [
      "/staff/content/reviews/new",
      reviewRoute.loader as Handler,
      reviewRoute.action as Handler,
      { id: "new" },
    ],
  ];

  it("sends a visitor's GET to the login page and refuses her POST with 401, storing nothing", async () => {
    for (const [path, loader, action, params] of routes) {
      const got = await call(loader, get(path, false), params);
      expect(got.status, path).toBe(302);
      expect(locationOf(got), path).toBe(`/staff/login?next=${encodeURIComponent(path)}`);
      const posted = await call(
        action,
        post(path, { ...COMPLETE_POST, intent: "publish", photo: NOT_AN_IMAGE }, false),
        params,
      );
      expect(posted.status, path).toBe(401);
    }
    for (const table of [posts, photos, soldHomes, reviews, staffAuditLog])
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(0);
  });
});

describe("photos for a post's body", () => {
  it("stores a photo and answers its address; refuses a file that is not one, storing nothing", async () => {
    const refused = await call(
      photosRoute.action as Handler,
      post("/staff/content/photos", { photo: NOT_AN_IMAGE }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.response!.json()).toEqual({
      error: expect.stringMatching(/not a photo the site can use/),
    });
    expect(await db.select().from(photos)).toHaveLength(0);

    const stored = await call(
      photosRoute.action as Handler,
      post("/staff/content/photos", { photo: await photoBlob("png") }),
    );
    expect(stored.status).toBe(200);
    expect(await stored.response!.json()).toEqual({
      id: expect.any(Number),
      src: expect.stringMatching(/^\/media\/u\/[0-9a-f]{20}-960\.jpg$/),
    });
  });

  it("counts uploads per member and minute", async () => {
    const limit = DEFAULT_LIMITS_PER_MINUTE["staff-photo"];
    const limiter = createRateLimiter({ db, now: () => CONTENT_MINUTE });
    for (let i = 0; i < limit; i++)
      expect(await limiter.allow("staff-photo", CONTENT_EDITOR)).toBe(true);
    const refused = await call(
      photosRoute.action as Handler,
      post("/staff/content/photos", { photo: await photoBlob() }),
    );
    expect(refused.status).toBe(429);
    expect(await db.select().from(photos)).toHaveLength(0);
  });
});

describe("the sold homes' retired editor", () => {
  it("sends its old addresses to the Sold listings, where the sold homes are now", async () => {
    for (const path of ["/staff/content/homes", "/staff/content/homes/3"]) {
      const moved = await call(homesMoved.loader as Handler, get(path));
      expect(moved.status, path).toBe(301);
      expect(locationOf(moved), path).toBe("/staff/listings?status=sold");
    }
  });
});

describe("reviews", () => {
  it("adds reviews and chooses the home page's three, refusing the same one twice", async () => {
    const ids: number[] = [];
    for (const firstName of ["Ana", "Ben", "Chloe", "Dev"]) {
      const added = await call(
        reviewRoute.action as Handler,
        post("/staff/content/reviews/new", {
          quote: `${firstName} found the team wonderful.`,
          firstName,
          role: "Buyer in Newton",
          sourceName: "Zillow",
          sourceUrl: "https://www.zillow.com/profile/example",
          givenOn: "2026-09-01",
          rating: "5",
        }),
        { id: "new" },
      );
      ids.push(Number(/reviews\/(\d+)/.exec(locationOf(added) ?? "")![1]));
    }
    const badLink = await call(
      reviewRoute.action as Handler,
      post("/staff/content/reviews/new", {
        quote: "Q",
        firstName: "E",
        role: "R",
        sourceName: "",
        sourceUrl: "javascript:alert(1)",
        givenOn: "",
        rating: "",
      }),
      { id: "new" },
    );
    expect(badLink.status).toBe(400);

    const twice = await call(
      reviewsRoute.action as Handler,
      post("/staff/content/reviews", {
        first: String(ids[0]),
        second: String(ids[0]),
        third: String(ids[1]),
      }),
    );
    expect(twice.status).toBe(400);
    const chosen = await call(
      reviewsRoute.action as Handler,
      post("/staff/content/reviews", {
        first: String(ids[3]),
        second: String(ids[1]),
        third: String(ids[0]),
      }),
    );
    expect(locationOf(chosen)).toBe("/staff/content/reviews?chosen");
    const onHome = await db
      .select({ id: reviews.id, at: reviews.homePosition })
      .from(reviews)
      .where(eq(reviews.homePosition, 1));
    expect(onHome).toEqual([{ id: ids[3], at: 1 }]);
  });
});
