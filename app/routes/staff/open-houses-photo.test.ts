import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOO_MANY_PHOTOS } from "#server/content/uploads.ts";
import { openHouses, photos } from "#server/db/schema.ts";
import { createRateLimiter, DEFAULT_LIMITS_PER_MINUTE } from "#server/rate-limiter.ts";
import { testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { phonePhoto } from "#tests/support/phone-photo.ts";
import { type Handler, locationOf, signedInMember } from "#tests/support/route-calls.ts";
import * as editRoute from "./open-houses-edit.tsx";
import * as newRoute from "./open-houses-new.tsx";

const HOST = "lena@example.com";
const MINUTE = Date.UTC(2026, 10, 27, 15, 0, 30);
const { db } = await openFileDatabase();
const { post, call } = signedInMember(db, testStaffServices(db, [HOST]), {
  email: HOST,
  minute: MINUTE,
});

/** An open house a year ahead, hosted by the member signed in. */
const FIELDS = {
  street: "27 Walnut Park",
  unit: "",
  town: "Newton",
  otherTown: "",
  zip: "02458",
  day: `${new Date().getUTCFullYear() + 1}-05-10`,
  start: "13:00",
  end: "15:00",
  host: HOST,
  listingUrl: "",
  price: "",
  beds: "",
  baths: "",
  squareFeet: "",
  note: "",
};

const photoFile = async (size?: { width: number; height: number }) => {
  const { buffer, name, mimeType } = await phonePhoto(undefined, size);
  return new File([new Uint8Array(buffer)], name, { type: mimeType });
};

describe("an open house's photo", () => {
  it("a phone's photo (4032 × 3024, several MB) makes a new open house, and another photo replaces it on edit", async () => {
    const created = await call(
      newRoute.action as Handler,
      post("/staff/open-houses/new", { ...FIELDS, photo: await photoFile() }),
    );
    const sourceId = /^\/staff\/open-houses\/(\d+)$/.exec(locationOf(created) ?? "")?.[1];
    expect(sourceId, JSON.stringify(created.body)).toBeDefined();
    const [house] = await db.select().from(openHouses).where(eq(openHouses.street, FIELDS.street));
    expect(house?.photoId).not.toBeNull();

    const edited = await call(
      editRoute.action as Handler,
      post(`/staff/open-houses/${sourceId}/edit`, {
        ...FIELDS,
        note: "Shoes off, please.",
        // Smaller: the pipeline's work on a second 12 MP photo would only slow the suite.
        photo: await photoFile({ width: 1600, height: 1200 }),
      }),
      { id: sourceId! },
    );
    expect(locationOf(edited)).toBe(`/staff/open-houses/${sourceId}`);
    const [after] = await db.select().from(openHouses).where(eq(openHouses.id, house!.id));
    expect(after?.note).toBe("Shoes off, please.");
    expect(after?.photoId).not.toBe(house?.photoId);
  }, 60_000);

  it("counts in the one upload limit of every photo form: past it, nothing is stored and the form says why", async () => {
    const limiter = createRateLimiter({ db, now: () => MINUTE });
    while (await limiter.allow("staff-photo", HOST));
    expect(DEFAULT_LIMITS_PER_MINUTE["staff-photo"]).toBe(20);
    const photosBefore = (await db.select().from(photos)).length;
    const housesBefore = (await db.select().from(openHouses)).length;
    const refused = await call(
      newRoute.action as Handler,
      post("/staff/open-houses/new", {
        ...FIELDS,
        street: "9 Elm Street",
        photo: await photoFile(),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: { photo: [TOO_MANY_PHOTOS] },
      values: { street: "9 Elm Street", zip: "02458" },
    });
    expect(await db.select().from(photos)).toHaveLength(photosBefore);
    expect(await db.select().from(openHouses)).toHaveLength(housesBefore);
  }, 60_000);
});
