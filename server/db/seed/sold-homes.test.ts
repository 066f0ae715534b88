import { describe, expect, it } from "vitest";
import { priceValue } from "#domain/blog.ts";
import { expectUnique } from "#tests/support/expect-unique.ts";
import { originalExists } from "./posts.ts";
import { soldHomes } from "./sold-homes.ts";

describe("the seed sold homes (server/db/seed/sold-homes.ts)", () => {
  it("give every home what the import stores and its card shows", () => {
    expect(soldHomes.length).toBeGreaterThan(0);
    expectUnique(
      soldHomes.map((home) => home.id),
      "ids",
    );
    for (const home of soldHomes) {
      expect(home.price, home.id).toMatch(/^\$\d{1,3}(,\d{3})*$/);
      expect(priceValue(home.price), home.id).toBeGreaterThan(0);
      // The import splits "street, town, MA" into the street and the town.
      expect(home.address, home.id).toMatch(/^[^,]+, [^,]+, MA$/);
      expect(Number.isInteger(home.bedrooms) && home.bedrooms >= 0, home.id).toBe(true);
      expect(home.bathrooms > 0 && Number.isInteger(home.bathrooms * 2), home.id).toBe(true);
      expect(Number.isInteger(home.sqft) && home.sqft > 0, home.id).toBe(true);
      expect(originalExists(home.image.id), `${home.id}: media/originals/${home.image.id}.*`).toBe(
        true,
      );
      expect(home.image.alt.trim(), `${home.id}: image alt text`).not.toBe("");
    }
  });
});
