import { describe, expect, it } from "vitest";
import { eventNameOf, eventSourceName, isEventSourceName } from "./event-source.ts";

describe("an event's lead source name", () => {
  it("is dated by the year in Boston, not in UTC", () => {
    const newYear = new Date("2025-01-01T03:00:00Z"); // still 2024 in Boston
    expect(eventSourceName("Gala", newYear)).toBe("2024 - Gala");
    expect(eventSourceName("Gala", new Date("2025-01-01T05:00:00Z"))).toBe("2025 - Gala");
  });

  it("gives back the event's own name, whatever it holds", () => {
    for (const name of ["Open House", "2024 - Reunion", "12 Elm St - Sunday"])
      expect(eventNameOf(eventSourceName(name, new Date()))).toBe(name);
    expect(isEventSourceName(eventSourceName("Open House", new Date()))).toBe(true);
    expect(isEventSourceName("Website")).toBe(false);
    expect(eventNameOf("Website")).toBe("Website");
  });
});
