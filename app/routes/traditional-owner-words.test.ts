import { describe, expect, it } from "vitest";
import { chooseHomeReviews } from "#server/content/reviews.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { reviews } from "#server/db/schema.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertListing } from "#tests/support/listings.ts";
import { AGENT } from "#tests/support/post-fixture.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { loader as homeLoader } from "./home.tsx";
import { loader as listingLoader } from "./listing.tsx";

const { db } = await openFileDatabase();

/** Her Chinese as the editor stores it: Simplified, with characters Traditional writes otherwise. */
const SIMPLIFIED = {
  headline: "阳光充足的转角独栋，步行可达绿线车站",
  description: "## 房屋概况\n\n厨房两年前翻新，后院有围栏，适合养宠物。",
  features: ["翻新厨房", "带围栏的后院"],
  quote: "团队从预批贷款到过户一直耐心解答，让我们买到了满意的房子。",
};

/** Everything the page at `path` draws from the database: its loader's answer, as the server sends it. */
async function drawnFrom(path: string, loader: unknown, params: Record<string, string> = {}) {
  const answer = await callRoute(
    loader as Handler,
    new Request(`http://localhost${path}`),
    testLoadContext(db),
    params,
  );
  expect(answer.status).toBe(200);
  return JSON.stringify(answer.body);
}

const expectTraditionalOnly = (page: string, simplified: readonly string[]) => {
  for (const words of simplified) {
    expect(toTraditional(words)).not.toBe(words);
    expect(page).toContain(toTraditional(words));
    expect(page).not.toContain(words);
  }
};

describe("the owner's Chinese on /zh-hant/ pages", () => {
  it("draws a listing's headline, description and features in Traditional, and in Simplified on /zh/", async () => {
    const listing = await insertListing(db, {
      headlineZh: SIMPLIFIED.headline,
      descriptionZh: SIMPLIFIED.description,
      featuresZh: SIMPLIFIED.features,
    });
    const page = (prefix: string) =>
      drawnFrom(`${prefix}/listings/${listing.slug}`, listingLoader, { slug: listing.slug });
    const words = [
      SIMPLIFIED.headline,
      "厨房两年前翻新，后院有围栏，适合养宠物。",
      ...SIMPLIFIED.features,
    ];
    expectTraditionalOnly(await page("/zh-hant"), words);
    const simplifiedPage = await page("/zh");
    for (const text of words) expect(simplifiedPage).toContain(text);
  });

  it("draws a review's Chinese quote in Traditional on /zh-hant/", async () => {
    const ids = await db
      .insert(reviews)
      .values(
        ["Lin", "Mei", "Hao"].map((firstName) => ({
          quote: "Patient from start to finish.",
          quoteZh: SIMPLIFIED.quote,
          firstName,
          role: "Buyer",
        })),
      )
      .returning({ id: reviews.id });
    expect(await chooseHomeReviews(db, { ids: ids.map((row) => row.id), actor: AGENT })).toBe(true);
    expectTraditionalOnly(await drawnFrom("/zh-hant/", homeLoader), [SIMPLIFIED.quote]);
    expect(await drawnFrom("/zh/", homeLoader)).toContain(SIMPLIFIED.quote);
  });

  it("converts once per content generation: the next /zh-hant/ reader gets the kept conversion", async () => {
    const listing = await insertListing(db, {
      street: "9 Oak St",
      headlineZh: SIMPLIFIED.headline,
    });
    const { content } = testLoadContext(db);
    const first = await content.listings.lookUp(listing.slug, "zh-Hant");
    expect(await content.listings.lookUp(listing.slug, "zh-Hant")).toBe(first);
    expect(await content.listings.lookUp(listing.slug, "zh-Hans")).not.toBe(first);
  });
});
