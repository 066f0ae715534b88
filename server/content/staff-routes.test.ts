import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import * as contentList from "#app/routes/staff/content.tsx";
import * as homeRoute from "#app/routes/staff/content-home.tsx";
import * as homesRoute from "#app/routes/staff/content-homes.tsx";
import * as photosRoute from "#app/routes/staff/content-photos.ts";
import * as postRoute from "#app/routes/staff/content-post.tsx";
import * as previewRoute from "#app/routes/staff/content-post-preview.tsx";
import * as revisionsRoute from "#app/routes/staff/content-post-revisions.tsx";
import * as reviewRoute from "#app/routes/staff/content-review.tsx";
import * as reviewsRoute from "#app/routes/staff/content-reviews.tsx";
import { photos, posts, reviews, soldHomes, staffAuditLog } from "#server/db/schema.ts";
import { staffRouteContext, TEST_SITE, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { createRateLimiter, DEFAULT_LIMITS_PER_MINUTE } from "../rate-limiter.ts";
import { getPostForEditing, listRevisions, postState } from "./posts.ts";
import { listPublishedPosts } from "./published-posts.ts";
import { listSoldHomes } from "./sold-homes.ts";

const LENA = "lena@example.com";

const { db } = await openFileDatabase();
const staff = testStaffServices(db, [LENA]);
let cookie: string;

beforeEach(async () => {
  const session = await staff.sessions.getSession();
  session.set("email", LENA);
  cookie = (await staff.sessions.commitSession(session)).split(";")[0]!;
});

/** A fixed minute, so every upload of a test counts in one window of the limiter. */
const context = () => staffRouteContext(db, staff, { minute: Date.UTC(2026, 10, 26, 12, 0, 30) });

type RouteArgs = { request: Request; context: AppLoadContext; params: Record<string, string> };
type Handler = (args: RouteArgs) => Promise<unknown>;

const get = (path: string, withCookie = true) =>
  new Request(`${TEST_SITE}${path}`, { headers: withCookie ? { Cookie: cookie } : {} });

function post(path: string, fields: Record<string, string | Blob>, withCookie = true) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value instanceof Blob) body.set(key, value, "upload.jpg");
    else body.set(key, value);
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    body,
    headers: withCookie ? { Cookie: cookie } : {},
  });
}

/** React Router's data(): what it holds and the status it was given. */
const DataWithResponseInit = z.object({
  type: z.literal("DataWithResponseInit"),
  data: z.unknown(),
  init: z.nullish(z.object({ status: z.optional(z.number()) })),
});

/** What a loader or action answered: a thrown or returned Response, or React Router's data(). */
async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  try {
    const result = await handler({ request, context: context(), params });
    if (result instanceof Response) return { status: result.status, response: result, body: null };
    const answered = DataWithResponseInit.safeParse(result);
    if (answered.success)
      return {
        status: answered.data.init?.status ?? 200,
        response: null,
        body: answered.data.data as Record<string, never>,
      };
    return { status: 200, response: null, body: result as Record<string, never> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, body: null };
    throw thrown;
  }
}

const location = (result: Awaited<ReturnType<typeof call>>) =>
  result.response?.headers.get("Location") ?? null;

const photo = (format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#8b1a1a" } })
    [format]()
    .toBuffer()
    .then((bytes) => new Blob([new Uint8Array(bytes)], { type: `image/${format}` }));

const NOT_AN_IMAGE = new Blob(["%PDF-1.7 this is a contract, not a photo"], {
  type: "application/pdf",
});

const COMPLETE = {
  title: "Spring Market Update for Newton",
  slug: "",
  summary:
    "Inventory is up, prices are steady, and well-prepared buyers are winning in Newton this spring.",
  coverAlt: "A colonial house on a Newton street in spring",
  body: "## What changed\n\n- More listings\n- Fewer bidding wars\n\nSee [our buyers' guide](https://www.example.com/buyers).",
  topic: "Market update",
  town: "Newton",
  author: "lead",
};

/** Creates a post through the editor's action and returns its id. */
async function createPost(fields: Record<string, string | Blob>) {
  const result = await call(postRoute.action as Handler, post("/staff/content/posts/new", fields), {
    id: "new",
  });
  const match = /\/staff\/content\/posts\/(\d+)/.exec(location(result) ?? "");
  if (!match) throw new Error(`No post created: ${result.status} ${JSON.stringify(result.body)}`);
  return { id: Number(match[1]), location: location(result)!, result };
}

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
    ["/staff/content/homes", homesRoute.loader as Handler, homesRoute.action as Handler, {}],
    [
      "/staff/content/homes/new",
      homeRoute.loader as Handler,
      homeRoute.action as Handler,
      { id: "new" },
    ],
    ["/staff/content/reviews", reviewsRoute.loader as Handler, reviewsRoute.action as Handler, {}],
    [
      "/staff/content/reviews/new",
      reviewRoute.loader as Handler,
      reviewRoute.action as Handler,
      { id: "new" },
    ],
  ];

  it("sends a visitor's GET to the sign-in page and refuses her POST with 401, storing nothing", async () => {
    for (const [path, loader, action, params] of routes) {
      const got = await call(loader, get(path, false), params);
      expect(got.status, path).toBe(302);
      expect(location(got), path).toBe(`/staff/login?next=${encodeURIComponent(path)}`);
      const posted = await call(
        action,
        post(path, { ...COMPLETE, intent: "publish", photo: NOT_AN_IMAGE }, false),
        params,
      );
      expect(posted.status, path).toBe(401);
    }
    for (const table of [posts, photos, soldHomes, reviews, staffAuditLog])
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(0);
  });
});

describe("writing and publishing a post", () => {
  it("refuses a post without a title, at the field, and stores nothing", async () => {
    const result = await call(
      postRoute.action as Handler,
      post("/staff/content/posts/new", { ...COMPLETE, title: " " }),
      { id: "new" },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { title: "Title is required" } });
    expect(await db.select().from(posts)).toHaveLength(0);
  });

  it("proposes the address from the title, saves a draft, then publishes it with its cover", async () => {
    const { id, location: where } = await createPost({
      ...COMPLETE,
      intent: "save",
      coverFile: await photo(),
    });
    expect(where).toBe(`/staff/content/posts/${id}?saved=save`);
    const draft = await getPostForEditing(db, id);
    expect(draft).toMatchObject({ slug: "spring-market-update-for-newton", status: "draft" });
    expect(draft!.coverPhotoId).not.toBeNull();
    expect(await listPublishedPosts(db, new Date())).toHaveLength(0);

    const published = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE,
        slug: draft!.slug,
        coverPhotoId: String(draft!.coverPhotoId),
        intent: "publish",
      }),
      { id: String(id) },
    );
    expect(location(published)).toBe(`/staff/content/posts/${id}?saved=publish`);
    expect((await listPublishedPosts(db, new Date())).map((row) => row.slug)).toEqual([
      "spring-market-update-for-newton",
    ]);
  });

  it("saves an incomplete new post as a draft when asked to publish it, and says what is missing", async () => {
    const { id, location: where } = await createPost({
      ...COMPLETE,
      summary: "Too short",
      intent: "publish",
    });
    expect(where).toBe(`/staff/content/posts/${id}?not-published`);
    const page = await call(postRoute.loader as Handler, get(where), { id: String(id) });
    expect(page.body).toMatchObject({
      state: "draft",
      problems: { Summary: "Summary: at least 50 characters", Cover: "Cover photo is required" },
    });
  });

  it("refuses a file that is not a photo at the cover field: nothing stored, the live post unchanged", async () => {
    const { id } = await createPost({ ...COMPLETE, intent: "publish", coverFile: await photo() });
    const before = await getPostForEditing(db, id);
    const photosBefore = await db.select().from(photos);
    const result = await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE,
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
    expect((await getPostForEditing(db, id))!.title).toBe(COMPLETE.title);
  });

  it("answers that an address is taken by another post", async () => {
    await createPost({ ...COMPLETE, intent: "save" });
    const result = await call(
      postRoute.action as Handler,
      post("/staff/content/posts/new", {
        ...COMPLETE,
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
    const { id } = await createPost({ ...COMPLETE, intent: "save", coverFile: await photo() });
    const saved = await getPostForEditing(db, id);
    const fields = { ...COMPLETE, slug: saved!.slug, coverPhotoId: String(saved!.coverPhotoId) };
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
    expect(location(scheduled)).toBe(`/staff/content/posts/${id}?saved=schedule`);
    const row = await getPostForEditing(db, id);
    // 9:30 in Boston in January is 14:30 UTC (EST).
    expect(row!.publishAt!.toISOString()).toBe(`${next}-01-15T14:30:00.000Z`);
    expect(postState(row!, new Date())).toBe("scheduled");
    expect(await listPublishedPosts(db, new Date())).toHaveLength(0);
  });

  it("deletes a post only after the confirmation step", async () => {
    const { id } = await createPost({ ...COMPLETE, intent: "save" });
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
    expect(location(confirmed)).toMatch(/^\/staff\/content\?deleted=/);
    expect(await getPostForEditing(db, id)).toBeNull();
  });
});

describe("revisions", () => {
  it("compares a save with the one before it and restores an earlier one as a new save", async () => {
    const { id } = await createPost({ ...COMPLETE, intent: "save" });
    const slug = (await getPostForEditing(db, id))!.slug;
    await call(
      postRoute.action as Handler,
      post(`/staff/content/posts/${id}`, {
        ...COMPLETE,
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
        savedBy: LENA,
        fields: [
          {
            label: "Title",
            lines: [
              { kind: "removed", text: COMPLETE.title },
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
    expect(location(restored)).toBe(`/staff/content/posts/${id}?saved=restored`);
    expect((await getPostForEditing(db, id))!.title).toBe(COMPLETE.title);
    expect(await listRevisions(db, id)).toHaveLength(3);
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
      post("/staff/content/photos", { photo: await photo("png") }),
    );
    expect(stored.status).toBe(200);
    expect(await stored.response!.json()).toEqual({
      id: expect.any(Number),
      src: expect.stringMatching(/^\/media\/u\/[0-9a-f]{20}-960\.jpg$/),
    });
  });

  it("counts uploads per member and minute", async () => {
    const limit = DEFAULT_LIMITS_PER_MINUTE["staff-photo"];
    const limiter = createRateLimiter({ db, now: () => Date.UTC(2026, 10, 26, 12, 0, 30) });
    for (let i = 0; i < limit; i++) expect(await limiter.allow("staff-photo", LENA)).toBe(true);
    const refused = await call(
      photosRoute.action as Handler,
      post("/staff/content/photos", { photo: await photo() }),
    );
    expect(refused.status).toBe(429);
    expect(await db.select().from(photos)).toHaveLength(0);
  });
});

describe("sold homes and reviews", () => {
  it("adds a sold home with its photo, placed by price, and refuses one without a price", async () => {
    const fields = {
      address: "12 Elm Street",
      town: "Newton",
      price: "$1,450,000",
      beds: "4",
      baths: "2.5",
      squareFeet: "2,600",
      soldOn: "2026-10-01",
      photoAlt: "A white colonial with a red door",
      listPrice: "",
      daysOnMarket: "9",
      sortOrder: "",
    };
    const missing = await call(
      homeRoute.action as Handler,
      post("/staff/content/homes/new", { ...fields, price: "" }),
      { id: "new" },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { price: "Price is required" } });

    const noPhoto = await call(
      homeRoute.action as Handler,
      post("/staff/content/homes/new", fields),
      { id: "new" },
    );
    expect(noPhoto.body).toMatchObject({
      errors: { photoFile: expect.stringMatching(/Photo is required/) },
    });

    await call(
      homeRoute.action as Handler,
      post("/staff/content/homes/new", {
        ...fields,
        address: "3 Oak Road",
        price: "900000",
        photoFile: await photo(),
      }),
      { id: "new" },
    );
    const added = await call(
      homeRoute.action as Handler,
      post("/staff/content/homes/new", { ...fields, photoFile: await photo("png") }),
      { id: "new" },
    );
    expect(location(added)).toMatch(/^\/staff\/content\/homes\/\d+\?saved$/);
    expect((await listSoldHomes(db)).map((home) => [home.address, home.price, home.baths])).toEqual(
      [
        ["12 Elm Street", 1_450_000, 2.5],
        ["3 Oak Road", 900_000, 2.5],
      ],
    );
  });

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
      ids.push(Number(/reviews\/(\d+)/.exec(location(added) ?? "")![1]));
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
    expect(location(chosen)).toBe("/staff/content/reviews?chosen");
    const onHome = await db
      .select({ id: reviews.id, at: reviews.homePosition })
      .from(reviews)
      .where(eq(reviews.homePosition, 1));
    expect(onHome).toEqual([{ id: ids[3], at: 1 }]);
  });
});
