import { describe, expect, it } from "vitest";
import { createContentCache } from "#server/content/version.ts";
import { listingChanges, openHouses, teamMembers } from "#server/db/schema.ts";
import { leadSourceIdFor } from "#server/lead-sources.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { insertListing, LISTING_AGENT } from "#tests/support/listings.ts";
import { createPublicListings } from "./public.ts";

const handle = await openFileDatabase();

/** The reads as a page makes them; `generation` stands for the content version's poll. */
function publicListings(generation = () => 0) {
  return createPublicListings({ db: handle.db, cache: createContentCache({ generation }) });
}

const day = (iso: string) => new Date(`${iso}T16:00:00Z`);

describe("the listings a visitor sees", () => {
  it("lists Coming soon, Active and Under agreement, newest first, with their covers; never a draft, a sold or an off-market home", async () => {
    const statuses = [
      "draft",
      "coming-soon",
      "active",
      "under-agreement",
      "sold",
      "off-market",
    ] as const;
    for (const [index, status] of statuses.entries())
      await insertListing(handle.db, {
        status,
        street: `${index + 1} Elm St`,
        statusChangedAt: day(`2026-11-0${index + 1}`),
      });
    const list = await publicListings().forSale();
    expect(list.map((listing) => [listing.street, listing.status])).toEqual([
      ["4 Elm St", "under-agreement"],
      ["3 Elm St", "active"],
      ["2 Elm St", "coming-soon"],
    ]);
    expect(list[0]?.cover).toEqual({
      hash: expect.any(String),
      slot: "hero",
      alt: "4 Elm St, photo 1",
    });
  });

  it("answers a listing's page with its photos in order, its history and member; 410 when off the market; nothing for a draft or a made-up address", async () => {
    const [member] = await handle.db
      .insert(teamMembers)
      .values({ key: "lead", name: "Lena Park", role: "Team lead", email: "lena@example.com" })
      .returning();
    const listing = await insertListing(
      handle.db,
      { memberId: member!.id },
      { photoCount: 4, listedAt: day("2026-10-01") },
    );
    await handle.db.insert(listingChanges).values({
      listingId: listing.id,
      kind: "price",
      status: "active",
      price: 1_199_000,
      changedBy: LISTING_AGENT,
      changedAt: day("2026-11-02"),
    });
    const off = await insertListing(handle.db, { street: "9 Oak Rd", status: "off-market" });
    const draft = await insertListing(handle.db, { street: "5 Pine St", status: "draft" });
    const reads = publicListings();

    const found = await reads.lookUp(listing.slug);
    if (found?.kind !== "listing")
      throw new Error(`expected the page, got ${JSON.stringify(found)}`);
    expect(found.listing.photos.map((photo) => photo.alt)).toEqual([
      "12 Elm St, photo 1",
      "12 Elm St, photo 2",
      "12 Elm St, photo 3",
      "12 Elm St, photo 4",
    ]);
    expect(found.listing.history).toEqual([
      { kind: "price", status: "active", price: 1_199_000, day: "2026-11-02" },
      { kind: "listed", status: "active", price: 1_250_000, day: "2026-10-01" },
    ]);
    expect(found.listing.datePosted).toBe("2026-10-01");
    expect(found.listing.member?.name).toBe("Lena Park");
    expect(found.listing.descriptionHtml).toContain("<strong>sunlit</strong>");
    // The team's own notes never reach a page.
    expect(JSON.stringify(found)).not.toContain("Lockbox");

    expect(await reads.lookUp(off.slug)).toEqual({ kind: "gone" });
    expect(await reads.lookUp(draft.slug)).toBeNull();
    expect(await reads.lookUp("no-such-home-newton")).toBeNull();
    expect((await reads.sitemap()).map((entry) => entry.path)).toEqual([
      `/listings/${listing.slug}`,
    ]);
  });

  it("lists the listing's upcoming open houses on its page, not another's", async () => {
    const listing = await insertListing(handle.db);
    const other = await insertListing(handle.db, { street: "3 Oak Rd" });
    const startsAt = new Date(Date.now() + 86_400_000);
    for (const [code, listingId] of [
      ["K7M3P", listing.id],
      ["K7M3R", other.id],
    ] as const)
      await handle.db.insert(openHouses).values({
        code,
        leadSourceId: await handle.db.transaction((tx) =>
          leadSourceIdFor(tx, `Open house ${code}`, "event"),
        ),
        street: "12 Elm St",
        town: "Newton",
        zip: "02458",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 7_200_000),
        hostEmail: "lena@example.com",
        createdBy: LISTING_AGENT,
        listingId,
      });
    const found = await publicListings().lookUp(listing.slug);
    expect(
      found?.kind === "listing" && found.listing.openHouses.map((house) => house.code),
    ).toEqual(["K7M3P"]);
  });

  it("keeps what it read until the content changes", async () => {
    let generation = 0;
    const reads = publicListings(() => generation);
    await insertListing(handle.db);
    expect(await reads.forSale()).toHaveLength(1);
    await insertListing(handle.db, { street: "3 Oak Rd" });
    expect(await reads.forSale()).toHaveLength(1);
    generation += 1;
    expect(await reads.forSale()).toHaveLength(2);
    expect((await reads.newestActive(1)).map((listing) => listing.street)).toEqual(["3 Oak Rd"]);
    expect(await reads.activeIn("Brookline")).toEqual([]);
  });
});
