import { describe, expect, it } from "vitest";
import { openFileDatabase } from "#tests/support/database.ts";
import {
  chooseHomeReviews,
  deleteReview,
  listHomeReviews,
  listReviews,
  type ReviewFields,
  saveReview,
} from "./reviews.ts";

const handle = await openFileDatabase();

const AGENT = "agent@example.com";
const review = (firstName: string, overrides: Partial<ReviewFields> = {}): ReviewFields => ({
  quote: `${firstName} found the right home.`,
  quoteZh: null,
  firstName,
  role: "Home Buyer",
  sourceName: "Zillow",
  sourceUrl: "https://www.zillow.com/profile/example",
  givenOn: "2026-09-12",
  rating: 5,
  ...overrides,
});

async function addReviews(...names: string[]) {
  const ids: number[] = [];
  for (const name of names)
    ids.push((await saveReview(handle.db, { fields: review(name), actor: AGENT }))!);
  return ids;
}

describe("reviews", () => {
  it("shows the three chosen on the home page, in the chosen order", async () => {
    const [priya, daniel, margaret, wei] = await addReviews("Priya", "Daniel", "Margaret", "Wei");
    expect(await chooseHomeReviews(handle.db, { ids: [wei!, priya!, daniel!], actor: AGENT })).toBe(
      true,
    );
    expect((await listHomeReviews(handle.db)).map((r) => r.firstName)).toEqual([
      "Wei",
      "Priya",
      "Daniel",
    ]);
    // Choosing again may swap places (positions are unique).
    expect(
      await chooseHomeReviews(handle.db, { ids: [priya!, wei!, margaret!], actor: AGENT }),
    ).toBe(true);
    expect((await listHomeReviews(handle.db)).map((r) => r.firstName)).toEqual([
      "Priya",
      "Wei",
      "Margaret",
    ]);
    expect((await listReviews(handle.db)).map((r) => r.firstName)).toEqual([
      "Priya",
      "Wei",
      "Margaret",
      "Daniel",
    ]);
  });

  it("refuses a choice that is not three existing, different reviews, and keeps the old one", async () => {
    const [a, b, c] = await addReviews("A", "B", "C");
    await chooseHomeReviews(handle.db, { ids: [a!, b!, c!], actor: AGENT });
    expect(await chooseHomeReviews(handle.db, { ids: [a!, a!, b!], actor: AGENT })).toBe(false);
    expect(await chooseHomeReviews(handle.db, { ids: [a!, b!], actor: AGENT })).toBe(false);
    expect(await chooseHomeReviews(handle.db, { ids: [a!, b!, 999], actor: AGENT })).toBe(false);
    expect((await listHomeReviews(handle.db)).map((r) => r.firstName)).toEqual(["A", "B", "C"]);
  });

  it("refuses a rating outside 1-5 and a link that is not a web address", async () => {
    await expect(
      saveReview(handle.db, { fields: review("X", { rating: 6 }), actor: AGENT }),
    ).rejects.toThrow();
    await expect(
      saveReview(handle.db, {
        fields: review("X", { sourceUrl: "javascript:alert(1)" }),
        actor: AGENT,
      }),
    ).rejects.toThrow(/web address/);
  });

  it("deletes a review, which leaves the home page's place empty", async () => {
    const [a, b, c] = await addReviews("A", "B", "C");
    await chooseHomeReviews(handle.db, { ids: [a!, b!, c!], actor: AGENT });
    expect(await deleteReview(handle.db, { id: b!, actor: AGENT })).toBe(true);
    expect((await listHomeReviews(handle.db)).map((r) => r.homePosition)).toEqual([1, 3]);
  });
});
