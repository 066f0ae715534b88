import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { FeedBadge } from "./feed-badge.tsx";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

it("the workspace's MLS line says how many homes are on the site, the last sync and the next", () => {
  const line = text(
    renderToStaticMarkup(
      <FeedBadge
        feed={{
          homes: 12_345,
          lastSyncAt: new Date("2026-11-28T14:05:00Z"),
          lastError: null,
          nextRunAt: new Date("2026-11-28T14:20:00Z"),
        }}
      />,
    ),
  );
  expect(line).toBe("MLS: 12,345 homes, synced Nov 28, 2026, 9:05 AM, next sync 9:20 AM");
});

it("says in words why the last sync failed, and that a first sync is still to come", () => {
  const line = text(
    renderToStaticMarkup(
      <FeedBadge
        feed={{
          homes: 0,
          lastSyncAt: null,
          lastError: "The MLS answered 503 5 times in a row (Property).",
          nextRunAt: null,
        }}
      />,
    ),
  );
  expect(line).toBe(
    "MLS: 0 homes, not synced yet, first sync under way The MLS answered 503 5 times in a row (Property).",
  );
});
