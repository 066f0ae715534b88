import { describe, expect, it } from "vitest";
import { openFileDatabase } from "#tests/support/database.ts";
import { seededPublicContent } from "#tests/support/seeded-content.ts";
import { areas } from "./areas.ts";
import { TAX_RATES } from "./tax-rates.ts";
import { TOWN_DETAILS } from "./towns.ts";

const { db } = await openFileDatabase();

describe("town pages (content/towns.ts, content/tax-rates.ts)", () => {
  it("give every area served its guide, as a new database serves it, and its way to Boston", async () => {
    const content = await seededPublicContent(db);
    for (const area of areas) {
      const details = TOWN_DETAILS.find((town) => town.id === area.id);
      expect(details, `${area.id}: no entry in content/towns.ts`).toBeDefined();
      // The page shows the card of a published post by this address.
      expect(
        await content.card(details?.guideSlug ?? ""),
        `${area.id}: guide not on the blog`,
      ).not.toBeNull();
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
