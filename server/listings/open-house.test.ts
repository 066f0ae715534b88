import { describe, expect, it } from "vitest";
import { openHouseSchema } from "#domain/forms/open-house-schema.ts";
import { saveOpenHouseForm } from "#server/staff/open-house-form.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, storedListingPhotos } from "#tests/support/listing-editor.ts";
import { createOpenHouse, getOpenHouse } from "../open-houses.ts";
import { saveListing } from "./editor.ts";
import { getListing } from "./history.ts";
import { openHouseValuesOf } from "./open-house.ts";
import { saveListingPhotos } from "./photos.ts";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";
const NOW = new Date(Date.UTC(2026, 10, 27, 15));

describe("an open house created from a listing", () => {
  it("takes the listing's address, price, facts and cover, and points at it", async () => {
    const saved = await saveListing(db, {
      fields: listingFields({ unit: "2", town: "Worcester", halfBaths: 1 }),
      actor: AGENT,
    });
    if (!saved.ok) throw new Error("refused");
    const [cover, second] = await storedListingPhotos(db, 2);
    await saveListingPhotos(db, {
      listingId: saved.id,
      changes: { added: [cover!, second!] },
      actor: AGENT,
    });

    const values = openHouseValuesOf((await getListing(db, saved.id))!);
    expect(values).toMatchObject({
      street: "12 Elm St",
      unit: "2",
      town: "other",
      otherTown: "Worcester",
      price: "1195000",
      beds: "4",
      baths: "2.5",
      squareFeet: "2450",
    });
    const input = openHouseSchema({ now: NOW, staffEmails: [AGENT] }).parse({
      ...values,
      day: "2026-12-06",
      start: "13:00",
      end: "15:00",
      host: AGENT,
    });
    const { id } = await createOpenHouse(db, input, { actor: AGENT });
    const house = await getOpenHouse(db, id);
    expect(house).toMatchObject({
      listingId: saved.id,
      town: "Worcester",
      price: 1_195_000,
      baths: 2.5,
      photoHash: "listing-photo-0000",
    });
  });

  it("is refused at the form when the listing it names is not stored", async () => {
    const refused = await saveOpenHouseForm(
      db,
      {
        values: {
          street: "12 Elm St",
          town: "Newton",
          zip: "02459",
          day: "2026-12-06",
          start: "13:00",
          end: "15:00",
          host: AGENT,
          listingId: "4242",
        },
      },
      {
        now: NOW,
        staffEmails: [AGENT],
        actor: AGENT,
        rateLimiter: { allow: async () => true },
      },
    );
    expect(refused).toMatchObject({
      status: "invalid",
      fieldErrors: { listingId: [expect.stringMatching(/not stored any more/)] },
    });
  });
});
