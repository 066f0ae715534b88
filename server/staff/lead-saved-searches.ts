/**
 * What a buyer saved and opened, for her lead page (issue 43 §1): every search saved from her
 * address (whatever its status: the team sees a pending or stopped one too) and each home she
 * opened from an alert's link, newest first.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { homeSearchQuery } from "#domain/forms/home-search-schema.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import type { Database, Transaction } from "../db/client.ts";
import { mlsProperties, savedSearches, savedSearchSent } from "../db/schema.ts";
import { mlsHomePath } from "../mls/homes.ts";
import { mlsStreetLine } from "../mls/search.ts";

const ofAddress = (emailKey: string) => sql`lower(${savedSearches.email}) = ${emailKey}`;

/** Her searches (criteria, its /homes address, how often, status) and the homes she opened. */
export async function savedSearchesOf(db: Database | Transaction, emailKey: string) {
  const searches = await db
    .select({
      id: savedSearches.id,
      criteria: savedSearches.criteria,
      frequency: savedSearches.frequency,
      status: savedSearches.status,
      stoppedBy: savedSearches.stoppedBy,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(ofAddress(emailKey))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const opened = await db
    .select({
      savedSearchId: savedSearchSent.savedSearchId,
      listingKey: savedSearchSent.listingKey,
      viewedAt: savedSearchSent.viewedAt,
      home: {
        slug: mlsProperties.slug,
        streetNumber: mlsProperties.streetNumber,
        streetName: mlsProperties.streetName,
        unitNumber: mlsProperties.unitNumber,
        unparsedAddress: mlsProperties.unparsedAddress,
        city: mlsProperties.city,
        removedAt: mlsProperties.removedAt,
      },
    })
    .from(savedSearchSent)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchSent.savedSearchId))
    .leftJoin(mlsProperties, eq(mlsProperties.listingKey, savedSearchSent.listingKey))
    .where(and(ofAddress(emailKey), isNotNull(savedSearchSent.viewedAt)))
    .orderBy(desc(savedSearchSent.viewedAt));
  return {
    savedSearches: searches.map((search) => ({
      ...search,
      href: `${HOMES_PATH}${homeSearchQuery(search.criteria, 1)}`,
    })),
    // A home opened twice (a new listing, then its price drop) is one line, at its last opening.
    openedHomes: opened
      .filter((row, index) => opened.findIndex((o) => o.listingKey === row.listingKey) === index)
      .map(({ savedSearchId, listingKey, viewedAt, home }) => ({
        savedSearchId,
        listingKey,
        viewedAt: viewedAt as Date,
        address: home
          ? [mlsStreetLine({ ...home, addressDisplay: true }), home.city].filter(Boolean).join(", ")
          : null,
        href: home && !home.removedAt ? mlsHomePath(home.slug) : null,
      })),
  };
}
