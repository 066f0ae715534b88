import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingRevisions, listings } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { listingFields, storedListingPhotos } from "#tests/support/listing-editor.ts";
import { readContentState } from "../content/version.ts";
import { COVER_ALT_NEEDED, saveListing } from "./editor.ts";
import { listingHistory, listingSaves } from "./history.ts";
import { saveListingPhotos } from "./photos.ts";

const { db } = await openFileDatabase();
const AGENT = "agent@example.com";

async function draftWithDescribedCover(overrides: Parameters<typeof listingFields>[0] = {}) {
  const saved = await saveListing(db, { fields: listingFields(overrides), actor: AGENT });
  if (!saved.ok) throw new Error("the draft was refused");
  const [cover] = await storedListingPhotos(db, 1);
  await saveListingPhotos(db, {
    listingId: saved.id,
    changes: { added: [cover!], alts: new Map() },
    actor: AGENT,
  });
  await saveListingPhotos(db, {
    listingId: saved.id,
    changes: { alts: new Map([[cover!, "A white colonial behind two maples"]]) },
    actor: AGENT,
  });
  return saved;
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));

describe("saving a listing", () => {
  it("keeps a draft with its address as the page's, a revision with every field, and tells every process", async () => {
    const before = (await readContentState(db, new Date())).version;
    const saved = await saveListing(db, { fields: listingFields(), actor: AGENT });
    expect(saved).toMatchObject({ ok: true, slug: "12-elm-st-newton" });
    if (!saved.ok) return;
    const [revision] = await db.select().from(listingRevisions);
    expect(revision).toMatchObject({ listingId: saved.id, savedBy: AGENT });
    expect(revision?.fields).toMatchObject({
      listPrice: 1_195_000,
      showingInstructions: "Lockbox on the side door.",
    });
    expect(await listingHistory(db, saved.id)).toEqual([]);
    expect((await readContentState(db, new Date())).version).toBe(before + 1);
  });

  it("gives a second home at the same address its own page address", async () => {
    const first = await saveListing(db, { fields: listingFields(), actor: AGENT });
    const second = await saveListing(db, { fields: listingFields(), actor: AGENT });
    const third = await saveListing(db, { fields: listingFields(), actor: AGENT });
    expect([first, second, third].map((saved) => saved.ok && saved.slug)).toEqual([
      "12-elm-st-newton",
      "12-elm-st-newton-2",
      "12-elm-st-newton-3",
    ]);
  });

  it("refuses to publish without a described cover, and says so at the status", async () => {
    const saved = await saveListing(db, { fields: listingFields(), actor: AGENT });
    if (!saved.ok) throw new Error("refused");
    const [photo] = await storedListingPhotos(db, 1);
    await saveListingPhotos(db, {
      listingId: saved.id,
      changes: { added: [photo!] },
      actor: AGENT,
    });
    expect(
      await saveListing(db, {
        id: saved.id,
        fields: listingFields({ status: "coming-soon" }),
        actor: AGENT,
      }),
    ).toEqual({ ok: false, status: 400, errors: { status: COVER_ALT_NEEDED } });
    const [row] = await db.select().from(listings).where(eq(listings.id, saved.id));
    expect(row?.status).toBe("draft");
  });

  it("records the price history buyers see: listed, each status, each price, sold at its price", async () => {
    const { id } = await draftWithDescribedCover();
    const save = (day: number, overrides: Parameters<typeof listingFields>[0]) =>
      saveListing(db, { id, fields: listingFields(overrides), actor: AGENT, now: at(day) });
    await save(1, { status: "coming-soon" });
    await save(8, { status: "active" });
    await save(9, { status: "active", headline: "Only the words changed" });
    await save(20, { status: "active", listPrice: 1_149_000 });
    await save(28, { status: "under-agreement", listPrice: 1_149_000 });
    const sold = await save(30, {
      status: "sold",
      listPrice: 1_149_000,
      soldPrice: 1_160_000,
      soldOn: "2026-11-30",
    });
    expect(sold.ok).toBe(true);
    const history = await listingHistory(db, id);
    expect(
      history.map(({ kind, status, price, changedAt }) => ({ kind, status, price, changedAt })),
    ).toEqual([
      { kind: "listed", status: "coming-soon", price: 1_195_000, changedAt: at(1) },
      { kind: "status", status: "active", price: 1_195_000, changedAt: at(8) },
      { kind: "price", status: "active", price: 1_149_000, changedAt: at(20) },
      { kind: "status", status: "under-agreement", price: 1_149_000, changedAt: at(28) },
      { kind: "status", status: "sold", price: 1_160_000, changedAt: at(30) },
    ]);
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      statusChangedAt: at(30),
      soldPrice: 1_160_000,
      soldOn: "2026-11-30",
    });
    expect(await listingSaves(db, id)).toHaveLength(7);
  });

  it("keeps the page's address once public; a draft's follows its street", async () => {
    const { id } = await draftWithDescribedCover();
    const renamed = await saveListing(db, {
      id,
      fields: listingFields({ street: "14 Elm St" }),
      actor: AGENT,
    });
    expect(renamed).toMatchObject({ slug: "14-elm-st-newton" });
    await saveListing(db, {
      id,
      fields: listingFields({ street: "14 Elm St", status: "active" }),
      actor: AGENT,
    });
    const corrected = await saveListing(db, {
      id,
      fields: listingFields({ street: "16 Elm St", status: "active" }),
      actor: AGENT,
    });
    expect(corrected).toMatchObject({ ok: true, slug: "14-elm-st-newton" });
  });

  it("answers a listing that is gone with 404", async () => {
    expect(await saveListing(db, { id: 999, fields: listingFields(), actor: AGENT })).toMatchObject(
      {
        ok: false,
        status: 404,
      },
    );
  });
});
