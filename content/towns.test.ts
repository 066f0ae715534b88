import { describe, expect, it } from "vitest";
import { getAllPosts } from "#app/utils/blog.server.ts";
import { areas } from "./areas.ts";
import { TAX_RATES } from "./tax-rates.ts";
import { TOWN_DETAILS } from "./towns.ts";

describe("town pages (content/towns.ts, content/tax-rates.ts)", () => {
  it("give every area served its guide and its way to Boston", () => {
    const slugs = new Set(getAllPosts().map((post) => post.slug));
    for (const area of areas) {
      const details = TOWN_DETAILS.find((town) => town.id === area.id);
      expect(details, `${area.id}: no entry in content/towns.ts`).toBeDefined();
      expect(slugs.has(details?.guideSlug ?? ""), `${area.id}: guide not on the blog`).toBe(true);
      expect(details?.toBoston.length).toBeGreaterThan(0);
    }
  });

  it("name each tax rate's town, fiscal year and published source", () => {
    for (const rate of TAX_RATES) {
      expect(
        areas.some((area) => area.id === rate.town),
        rate.town,
      ).toBe(true);
      expect(rate.fiscalYear).toBeGreaterThanOrEqual(2025);
      expect(rate.residentialPerThousand).toBeGreaterThan(0);
      expect(rate.source.name).toMatch(/Division of Local Services/);
      expect(rate.source.url).toMatch(/^https:\/\//);
    }
  });
});
