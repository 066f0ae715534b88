import { describe, expect, it } from "vitest";
import { withLeadDatabase } from "#tests/support/staff-leads.ts";
import { leadsPerWeek } from "./leads-per-week.ts";

const workspace = withLeadDatabase();

describe("the inbox's weekly chart", () => {
  it("counts people per Boston week of their first contact over the last year, website and events apart", async () => {
    const now = new Date("2025-06-04T16:00:00Z"); // a Wednesday
    await workspace.storeAll([
      { email: "a@example.com", at: "2025-06-02T16:00:00Z" },
      { email: "b@example.com", at: "2025-06-03T16:00:00Z", source: "2025 - Open House" },
    ]);
    await workspace.store({ email: "c@example.com", at: "2025-06-01T16:00:00Z" }); // the Sunday before
    await workspace.store({ email: "old@example.com", at: "2024-05-01T16:00:00Z" }); // over a year ago
    // A person is one lead, counted in the week she first wrote: writing again adds nobody.
    await workspace.storeAll([
      { email: "A@example.com", at: "2025-06-03T17:00:00Z" },
      { email: "old@example.com", at: "2025-06-03T18:00:00Z" },
    ]);
    const weeks = await leadsPerWeek(workspace.db, now);
    expect(weeks).toHaveLength(52);
    expect(weeks.at(-1)).toEqual({ week: "2025-06-02", website: 1, event: 1 });
    expect(weeks.at(-2)).toEqual({ week: "2025-05-26", website: 1, event: 0 });
    expect(weeks.reduce((sum, week) => sum + week.website + week.event, 0)).toBe(3);
  });
});
