import { describe, expect, it } from "vitest";
import { HOME_REVIEWS } from "#server/content/reviews.ts";
import { expectUnique } from "#tests/support/expect-unique.ts";
import { testimonials } from "./reviews.ts";

describe("the seed reviews (server/db/seed/reviews.ts)", () => {
  it("fill the home page, each with a quote, a first name, a role and where and when it was given", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(HOME_REVIEWS);
    expectUnique(
      testimonials.map((t) => t.id),
      "ids",
    );
    for (const t of testimonials) {
      for (const text of [t.text, t.author, t.role, t.given.where])
        expect(text.trim(), t.id).not.toBe("");
      // The import stores the month as its first day.
      expect(t.given.when, t.id).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
  });
});
