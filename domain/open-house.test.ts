import { describe, expect, it } from "vitest";
import {
  bostonInstant,
  bostonWallClock,
  makeOpenHouseCode,
  normaliseOpenHouseCode,
  OPEN_HOUSE_CODE_ALPHABET,
  openHouseWhen,
  propertyFacts,
  streetLine,
} from "./open-house.ts";

describe("the short code", () => {
  it("is 5 characters with none that read alike", () => {
    for (const lookAlike of "0O1IL2Z5S8BUVDQ")
      expect(OPEN_HOUSE_CODE_ALPHABET).not.toContain(lookAlike);
    let seed = 0;
    const random = () => {
      seed = (seed * 9301 + 49297) % 233280;
      return seed / 233280;
    };
    const codes = Array.from({ length: 200 }, () => makeOpenHouseCode(random));
    for (const code of codes)
      expect(code).toMatch(new RegExp(`^[${OPEN_HOUSE_CODE_ALPHABET}]{5}$`));
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("reads a typed code whatever its case and spacing, and refuses anything else", () => {
    expect(normaliseOpenHouseCode("k7m-3p")).toBe("K7M3P");
    expect(normaliseOpenHouseCode(" K7M3P ")).toBe("K7M3P");
    expect(normaliseOpenHouseCode("K7M3O")).toBeUndefined(); // O is not in the alphabet
    expect(normaliseOpenHouseCode("K7M3")).toBeUndefined();
    expect(normaliseOpenHouseCode("K7M3PP")).toBeUndefined();
    expect(normaliseOpenHouseCode("../x")).toBeUndefined();
  });
});

describe("Boston time", () => {
  it("turns a Boston date and time into the instant, in winter and in summer", () => {
    expect(bostonInstant("2026-12-05", "13:00").toISOString()).toBe("2026-12-05T18:00:00.000Z");
    expect(bostonInstant("2026-07-04", "13:00").toISOString()).toBe("2026-07-04T17:00:00.000Z");
    // The Sunday clocks go forward (2027-03-14) and back (2027-11-07).
    expect(bostonInstant("2027-03-14", "12:00").toISOString()).toBe("2027-03-14T16:00:00.000Z");
    expect(bostonInstant("2027-11-07", "12:00").toISOString()).toBe("2027-11-07T17:00:00.000Z");
  });

  it("reads an instant back as the form's date and time", () => {
    expect(bostonWallClock(new Date("2026-12-05T18:30:00Z"))).toEqual({
      day: "2026-12-05",
      time: "13:30",
    });
  });

  it("says when in words", () => {
    expect(openHouseWhen(new Date("2026-12-05T18:00:00Z"), new Date("2026-12-05T20:00:00Z"))).toBe(
      "Saturday, December 5, 1:00 PM – 3:00 PM",
    );
  });
});

describe("the property", () => {
  it("reads its street line and facts", () => {
    expect(streetLine({ street: "12 Elm Street", unit: "3" })).toBe("12 Elm Street, Unit 3");
    expect(streetLine({ street: "12 Elm Street", unit: "PH-B" })).toBe("12 Elm Street, PH-B");
    expect(propertyFacts({ beds: 3, baths: 2.5, squareFeet: 1850, price: 925000 })).toBe(
      "3 beds · 2.5 baths · 1,850 sq ft · $925,000",
    );
    expect(propertyFacts({ beds: 1, baths: null, squareFeet: null, price: null })).toBe("1 bed");
  });
});
