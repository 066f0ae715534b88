import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withLeadDatabase } from "#tests/support/staff-leads.ts";
import { leadSources } from "../db/schema.ts";
import { getOpenHouseAttendance, listOpenHouses, signInsByHour } from "./open-house-list.ts";

const workspace = withLeadDatabase();

describe("events", () => {
  it("lists events with attendee counts and first and last sign-in, and an event's attendees", async () => {
    await workspace.storeAll([
      { email: "k@example.com", source: "2025 - Open House", at: "2025-03-01T15:00:00Z" },
      { email: "l@example.com", source: "2025 - Open House", at: "2025-03-01T17:00:00Z" },
      { email: "m@example.com", at: "2025-03-02T15:00:00Z" },
    ]);
    const events = await listOpenHouses(workspace.db);
    expect(events).toEqual([
      {
        id: expect.any(Number),
        name: "2025 - Open House",
        attendees: 2,
        firstSignIn: new Date("2025-03-01T15:00:00Z"),
        lastSignIn: new Date("2025-03-01T17:00:00Z"),
      },
    ]);
    const event = await getOpenHouseAttendance(workspace.db, events[0]!.id);
    expect(event?.eventName).toBe("Open House");
    expect(event?.attendees.map((attendee) => attendee.email)).toEqual([
      "k@example.com",
      "l@example.com",
    ]);
    expect(event?.attendees[0]?.personId).toEqual(expect.any(Number));
    const [website] = await workspace.db
      .select({ id: leadSources.id })
      .from(leadSources)
      .where(eq(leadSources.name, "Website"));
    expect(await getOpenHouseAttendance(workspace.db, website!.id)).toBeUndefined();
  });

  it("has one bar per Boston clock hour from the first sign-in to the last, empty hours included", () => {
    const at = (iso: string) => new Date(iso);
    expect(
      signInsByHour([
        at("2025-05-03T17:05:00Z"), // 1 PM in Boston
        at("2025-05-03T17:55:00Z"),
        at("2025-05-03T19:10:00Z"), // 3 PM
      ]),
    ).toEqual([
      { label: "1 PM", count: 2 },
      { label: "2 PM", count: 0 },
      { label: "3 PM", count: 1 },
    ]);
    expect(signInsByHour([])).toEqual([]);
  });

  it("folds a source spanning several days into the 24 hours of the day", () => {
    const bins = signInsByHour([
      new Date("2025-05-03T17:05:00Z"),
      new Date("2025-05-10T17:30:00Z"),
    ]);
    expect(bins).toHaveLength(24);
    expect(bins[0]?.label).toBe("12 AM");
    expect(bins.find((bin) => bin.label === "1 PM")?.count).toBe(2);
  });
});
