import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { readHomeSearch } from "#domain/forms/home-search-schema.ts";
import { LeadSavedSearches } from "./lead-saved-searches.tsx";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const search = (
  id: number,
  status: "confirmed" | "paused",
  stoppedBy: "bounce" | "complaint" | null,
) => ({
  id,
  criteria: readHomeSearch(new URLSearchParams("town=Newton&beds=3")),
  frequency: "instant" as const,
  status,
  stoppedBy,
  createdAt: new Date("2026-11-20T15:00:00Z"),
  href: "/homes?town=Newton&beds=3",
});

it("the lead page says a search the site paused was paused by the site, and why; her own pause stays 'Paused'", () => {
  const rows = [
    ...renderToStaticMarkup(
      <LeadSavedSearches
        savedSearches={[
          search(1, "paused", "bounce"),
          search(2, "paused", "complaint"),
          search(3, "paused", null),
        ]}
        openedHomes={[]}
      />,
    ).matchAll(/<li[^>]*data-saved-search[^>]*>(.*?)<\/li>/g),
  ].map((row) => text(row[1] ?? ""));
  expect(rows[0]).toContain("Paused by the site: mail to this address bounced");
  expect(rows[1]).toContain("Paused by the site: the buyer reported an alert as spam");
  expect(rows[2]).toContain("Paused");
  expect(rows[2]).not.toContain("by the site");
});
