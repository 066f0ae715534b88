/**
 * The lead page's saved searches (issue 43): what she saved, in words the team reads and with
 * its /homes link, and the homes she opened from an alert, once each, newest first.
 */
import { expect, it } from "vitest";
import { savedSearchSent } from "#server/db/schema.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { confirmSearchFor } from "#tests/support/saved-search-alerts.ts";
import { withLeadDatabase } from "#tests/support/staff-leads.ts";
import { changeSearch } from "../alerts/manage.ts";
import { savedSearchesOf } from "./lead-saved-searches.ts";

const workspace = withLeadDatabase();
const BUYER = "Lin.Wei@example.com";

it("lists her searches with their links, frequency and status, and the homes she opened from their alerts", async () => {
  const { db } = workspace;
  const newton = await confirmSearchFor(db, "town=Newton&min_beds=3&max_price=1500000", {
    email: BUYER,
  });
  const brookline = await confirmSearchFor(db, "town=Brookline", {
    email: BUYER,
    frequency: "daily",
    index: 1,
  });
  await changeSearch(db, brookline.id, brookline.id, { kind: "pause" });
  const someoneElse = await confirmSearchFor(db, "town=Newton", { email: "other@example.com" });
  const home = (n: number, removedAt: Date | null = null) =>
    insertMlsHome(
      db,
      { listingId: `7300000${n}`, streetNumber: String(n), streetName: "Walnut St", removedAt },
      { photos: 0 },
    );
  const opened = await home(1);
  const ignored = await home(2);
  const gone = await home(3, new Date());
  const theirs = await home(4);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 15, minute));
  await db.insert(savedSearchSent).values([
    { savedSearchId: newton.id, listingKey: opened.listingKey, kind: "new", viewedAt: at(1) },
    {
      savedSearchId: newton.id,
      listingKey: opened.listingKey,
      kind: "price-drop",
      viewedAt: at(9),
    },
    { savedSearchId: newton.id, listingKey: ignored.listingKey, kind: "new" },
    { savedSearchId: brookline.id, listingKey: gone.listingKey, kind: "new", viewedAt: at(5) },
    { savedSearchId: someoneElse.id, listingKey: theirs.listingKey, kind: "new", viewedAt: at(7) },
  ]);

  const found = await savedSearchesOf(db, BUYER.toLowerCase());
  expect(
    found.savedSearches.map(({ href, frequency, status }) => ({ href, frequency, status })),
  ).toEqual([
    { href: "/homes?town=Brookline", frequency: "daily", status: "paused" },
    {
      href: "/homes?town=Newton&max_price=1500000&min_beds=3",
      frequency: "instant",
      status: "confirmed",
    },
  ]);
  expect(
    found.openedHomes.map(({ address, href, viewedAt }) => ({ address, href, viewedAt })),
  ).toEqual([
    { address: "1 Walnut St, Newton", href: `/homes/${opened.slug}`, viewedAt: at(9) },
    { address: "3 Walnut St, Newton", href: null, viewedAt: at(5) },
  ]);
});
