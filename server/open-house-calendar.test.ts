import { describe, expect, it } from "vitest";
import { openHouseCalendar } from "./open-house-calendar.ts";

/** Unfolds and reads an .ics the way a calendar does: property name (with parameters) to value. */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  return lines.map((line) => {
    const colon = line.indexOf(":");
    return { name: line.slice(0, colon), value: line.slice(colon + 1) };
  });
}

const event = {
  uid: "open-house-K7M3P@www.example.com",
  title: "Open house: 12 Elm Street, Unit 3",
  startsAt: new Date("2026-12-05T18:00:00Z"),
  endsAt: new Date("2026-12-05T20:00:00Z"),
  location: "12 Elm Street, Unit 3, Newton, MA 02458",
  description:
    "3 beds · 2 baths\nStreet parking; shoes off, please. A long note that goes past the line limit of seventy-five octets.",
  url: "https://www.example.com/open-houses",
  now: new Date("2026-11-26T15:00:00Z"),
};

describe("the open house's calendar file", () => {
  it("gives the Boston start and end with the zone's definition", () => {
    const text = openHouseCalendar(event);
    const properties = parseIcs(text);
    const value = (name: string) => properties.find((entry) => entry.name === name)?.value;
    expect(value("DTSTART;TZID=America/New_York")).toBe("20261205T130000");
    expect(value("DTEND;TZID=America/New_York")).toBe("20261205T150000");
    expect(value("TZID")).toBe("America/New_York");
    expect(
      properties.filter((entry) => entry.name === "BEGIN").map((entry) => entry.value),
    ).toEqual(["VCALENDAR", "VTIMEZONE", "DAYLIGHT", "STANDARD", "VEVENT"]);
    expect(value("LOCATION")).toBe("12 Elm Street\\, Unit 3\\, Newton\\, MA 02458");
    expect(value("STATUS")).toBe("CONFIRMED");
    expect(value("DTSTAMP")).toBe("20261126T150000Z");
  });

  it("folds long lines at 75 octets and ends every line with CRLF", () => {
    const text = openHouseCalendar(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseIcs(text).find((entry) => entry.name === "DESCRIPTION")?.value).toContain(
      "seventy-five octets.",
    );
  });

  it("keeps a control character stored in the street or note out of the file", () => {
    const text = openHouseCalendar({
      ...event,
      location: "12 Elm\rStreet\u0001, Newton",
      description: "Shoes off\r\nplease\u000b",
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\u0000-\u001f]/);
    const value = (name: string) => parseIcs(text).find((entry) => entry.name === name)?.value;
    expect(value("LOCATION")).toBe("12 Elm\\nStreet\\, Newton");
    expect(value("DESCRIPTION")).toBe("Shoes off\\nplease");
  });

  it("marks a cancelled open house", () => {
    expect(openHouseCalendar({ ...event, cancelled: true })).toContain("STATUS:CANCELLED");
  });
});
