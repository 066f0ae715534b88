import { beforeEach, describe, expect, it } from "vitest";
import { photos, staffAuditLog } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { deleteSoldHome, listSoldHomes, type SoldHomeFields, saveSoldHome } from "./sold-homes.ts";
import { readContentState } from "./version.ts";

const handle = await openFileDatabase();

const AGENT = "agent@example.com";
let photoId: number;
beforeEach(async () => {
  const [photo] = await handle.db
    .insert(photos)
    .values({ hash: "0123456789abcdef0123", slot: "portfolio" })
    .returning();
  photoId = photo!.id;
});

const home = (overrides: Partial<SoldHomeFields> = {}): SoldHomeFields => ({
  address: "14 Walnut Street",
  town: "Newton",
  price: 1_250_000,
  beds: 4,
  baths: 2.5,
  squareFeet: 2600,
  soldOn: "2026-10-30",
  photoId,
  photoAlt: "A gray colonial with a red door",
  listPrice: 1_199_000,
  daysOnMarket: 9,
  sortOrder: 0,
  ...overrides,
});

describe("sold homes", () => {
  it("lists by price, highest first, whatever order they were added in, with the photo's address", async () => {
    for (const price of [875_000, 2_350_000, 1_250_000])
      await saveSoldHome(handle.db, {
        fields: home({ price, address: `${price} Main St` }),
        actor: AGENT,
      });
    const homes = await listSoldHomes(handle.db);
    expect(homes.map((h) => h.price)).toEqual([2_350_000, 1_250_000, 875_000]);
    expect(homes[0]).toMatchObject({
      baths: 2.5,
      photoHash: "0123456789abcdef0123",
      soldOn: "2026-10-30",
    });
  });

  it("saves, deletes, audits and marks the site changed", async () => {
    const id = await saveSoldHome(handle.db, { fields: home(), actor: AGENT });
    expect(
      await saveSoldHome(handle.db, { id: id!, fields: home({ price: 1_300_000 }), actor: AGENT }),
    ).toBe(id);
    expect((await listSoldHomes(handle.db))[0]?.price).toBe(1_300_000);
    expect(await deleteSoldHome(handle.db, { id: id!, actor: AGENT })).toBe(true);
    expect(await listSoldHomes(handle.db)).toEqual([]);
    const actions = await handle.db.select({ action: staffAuditLog.action }).from(staffAuditLog);
    expect(actions.map((a) => a.action)).toEqual([
      "added a sold home",
      "saved a sold home",
      "deleted a sold home",
    ]);
    expect((await readContentState(handle.db, new Date())).version).toBe(3);
  });

  it("refuses a price that is not whole dollars and baths that are not whole or half", async () => {
    await expect(
      saveSoldHome(handle.db, { fields: home({ price: 1_250_000.5 }), actor: AGENT }),
    ).rejects.toThrow();
    await expect(
      saveSoldHome(handle.db, { fields: home({ baths: 2.25 }), actor: AGENT }),
    ).rejects.toThrow(/whole or half/);
  });
});
