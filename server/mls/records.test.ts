import { expect, it } from "vitest";
import { PropertyRecordSchema, reasonToLeave, shownFilter } from "./records.ts";

// The 100,000-home run stored 13 homes fewer than the feed sent: sales closed on the first day
// the filter asks for, pulled by it and then judged too old at the hour of the pull.
const now = new Date("2026-11-28T05:52:19Z");
const sale = (CloseDate: string) =>
  PropertyRecordSchema.parse({
    ListingKey: "k1",
    ListingId: "73000001",
    StandardStatus: "Closed",
    ModificationTimestamp: "2026-11-01T12:00:00Z",
    CloseDate,
  });

it("keeps a sale closed on the first day the feed's filter asks for, and drops the day before", () => {
  expect(shownFilter(now)).toContain("CloseDate ge 2024-11-28");
  expect(reasonToLeave(sale("2024-11-28"), now)).toBeUndefined();
  expect(reasonToLeave(sale("2024-11-28T00:00:00Z"), now)).toBeUndefined();
  expect(reasonToLeave(sale("2024-11-27"), now)).toBe("old sale");
});
