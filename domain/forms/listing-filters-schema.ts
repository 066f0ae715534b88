import * as z from "zod/mini";
import { LISTING_TYPES, type ListingType } from "#domain/listing.ts";

/**
 * The filters of /listings, sent by GET (a plain form: it works without JavaScript, and a
 * filtered list has its own address to share). A value that is not one the form offers, or no
 * number, is ignored as if not sent: a hand-typed or stale address still shows the homes.
 */

/** The bedroom counts the form offers ("2+" and more). */
export const BEDS_CHOICES = [1, 2, 3, 4, 5] as const;

/** A price as typed: "$1,200,000", "900000"; "" or anything else is no bound. */
const priceBound = z.catch(
  z.pipe(
    z.string(),
    z.transform((typed) => {
      const cleaned = typed.replace(/[$,\s]/g, "");
      if (!/^\d{1,10}$/.test(cleaned)) return undefined;
      return Number(cleaned);
    }),
  ),
  undefined,
);

export const ListingFiltersSchema = z.object({
  town: z.catch(
    z.pipe(
      z.string(),
      z.transform((typed) => typed.trim().slice(0, 60) || undefined),
    ),
    undefined,
  ),
  type: z.catch(z.optional(z.enum(LISTING_TYPES)), undefined),
  min: priceBound,
  max: priceBound,
  beds: z.catch(
    z.pipe(
      z.string(),
      z.transform((typed) => {
        const beds = Number(typed);
        return (BEDS_CHOICES as readonly number[]).includes(beds) ? beds : undefined;
      }),
    ),
    undefined,
  ),
});

export type ListingFilters = {
  town?: string;
  type?: ListingType;
  min?: number;
  max?: number;
  beds?: number;
};

/** The filters in a query string, each value the last one sent. */
export function readListingFilters(query: URLSearchParams): ListingFilters {
  const sent = Object.fromEntries(
    ["town", "type", "min", "max", "beds"].flatMap((name) => {
      const value = query.getAll(name).at(-1);
      return value === undefined || value === "" ? [] : [[name, value]];
    }),
  );
  const { town, type, min, max, beds } = ListingFiltersSchema.parse(sent);
  return {
    ...(town === undefined ? {} : { town }),
    ...(type === undefined ? {} : { type }),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(beds === undefined ? {} : { beds }),
  };
}

/** Whether a listing passes the filters; a town is matched whatever its case. */
export function matchesFilters(
  listing: { town: string; propertyType: ListingType; listPrice: number; beds: number | null },
  filters: ListingFilters,
): boolean {
  if (filters.town && listing.town.toLowerCase() !== filters.town.toLowerCase()) return false;
  if (filters.type && listing.propertyType !== filters.type) return false;
  if (filters.min !== undefined && listing.listPrice < filters.min) return false;
  if (filters.max !== undefined && listing.listPrice > filters.max) return false;
  if (filters.beds !== undefined && (listing.beds ?? 0) < filters.beds) return false;
  return true;
}
