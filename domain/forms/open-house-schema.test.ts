import { describe, expect, it } from "vitest";
import { OTHER_TOWN, openHouseSchema } from "./open-house-schema.ts";

const now = new Date("2026-11-26T15:00:00Z"); // 10:00 in Boston
const staffEmails = ["lena@example.com", "owen@example.com"];
const schema = openHouseSchema({ now, staffEmails });

const valid = {
  street: "12 Elm Street",
  unit: "",
  town: "Newton",
  otherTown: "",
  zip: "02458",
  day: "2026-12-05",
  start: "13:00",
  end: "15:00",
  host: "Lena@Example.com",
  listingUrl: "https://listings.example.com/12-elm",
  price: "$925,000",
  beds: "3",
  baths: "2.5",
  squareFeet: "1,850",
  note: "Street parking only.",
};

const errorsOf = (input: Record<string, string>, options = schema) => {
  const parsed = options.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("the open-house form", () => {
  it("stores the property, the Boston times as instants and the host as listed", () => {
    const parsed = schema.parse(valid);
    expect(parsed).toMatchObject({
      street: "12 Elm Street",
      unit: null,
      town: "Newton",
      zip: "02458",
      hostEmail: "lena@example.com",
      price: 925000,
      beds: 3,
      baths: 2.5,
      squareFeet: 1850,
      listingUrl: "https://listings.example.com/12-elm",
    });
    expect(parsed.startsAt.toISOString()).toBe("2026-12-05T18:00:00.000Z");
    expect(parsed.endsAt.toISOString()).toBe("2026-12-05T20:00:00.000Z");
  });

  it("refuses a missing address, a past date and an end before the start, each at its field", () => {
    expect(errorsOf({ ...valid, street: "  " })).toEqual({
      street: "Enter the street address (number and street).",
    });
    expect(errorsOf({ ...valid, zip: "2458" })).toHaveProperty("zip");
    // Both told at once, each at its field.
    expect(Object.keys(errorsOf({ ...valid, street: "", day: "2020-01-04" })).sort()).toEqual([
      "day",
      "street",
    ]);
    expect(errorsOf({ ...valid, day: "2026-11-25" })).toEqual({
      day: "This date is in the past. Choose the day of the open house.",
    });
    expect(errorsOf({ ...valid, end: "12:00" })).toEqual({
      end: "The end time must be after the start time.",
    });
    expect(errorsOf({ ...valid, end: "13:00" })).toHaveProperty("end");
    // Today, but already over.
    expect(errorsOf({ ...valid, day: "2026-11-26", start: "08:00", end: "09:30" })).toEqual({
      end: "This time is already over today. Choose a later time.",
    });
  });

  it("takes a town from the areas served, or another typed one", () => {
    expect(errorsOf({ ...valid, town: "Atlantis" })).toEqual({ town: "Choose the town." });
    expect(errorsOf({ ...valid, town: OTHER_TOWN })).toEqual({ otherTown: "Type the town." });
    expect(schema.parse({ ...valid, town: OTHER_TOWN, otherTown: "Wellesley" }).town).toBe(
      "Wellesley",
    );
  });

  it("takes the host from the team only, and a listing link that is a link", () => {
    expect(errorsOf({ ...valid, host: "someone@example.org" })).toEqual({
      host: "Choose the hosting member.",
    });
    expect(errorsOf({ ...valid, listingUrl: "javascript:alert(1)" })).toHaveProperty("listingUrl");
    expect(errorsOf({ ...valid, baths: "2.3" })).toHaveProperty("baths");
  });

  it("lets an edit keep times that have since passed", () => {
    const previous = {
      startsAt: new Date("2026-11-20T18:00:00Z"),
      endsAt: new Date("2026-11-20T20:00:00Z"),
    };
    const edit = openHouseSchema({ now, staffEmails, previous });
    expect(errorsOf({ ...valid, day: "2026-11-20" }, edit)).toEqual({});
    expect(errorsOf({ ...valid, day: "2026-11-19" }, edit)).toHaveProperty("day");
  });
});
