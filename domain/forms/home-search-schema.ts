import * as z from "zod/mini";
import { LISTING_TYPES, type ListingStatus, type ListingType } from "#domain/listing.ts";
import type { MlsStatus } from "#domain/mls.ts";

/**
 * The search of /homes (issue 42 §2), sent by GET. Its parameters are part of the site's
 * interface (links in mails, ads and posts keep working): `town`, `zip`, `q`, `min_price`,
 * `max_price`, `min_beds`, `min_baths`, `type`, `status` (repeatable), `sort`, `page`. A value
 * the form does not offer, or no number, is ignored as if not sent: a hand-typed or stale link
 * still shows homes, never an error.
 */

/** Results on a page: 24 fills whole rows of the grid at one, two and three columns. */
export const HOMES_PAGE_SIZE = 24;

/** Pages beyond this are never asked of the database (an OFFSET that large reads every row before it). */
export const HOMES_MAX_PAGE = 400;

/** What `status` may add; none sent means homes for sale (Active and Coming Soon). */
export const HOME_STATUS_CHOICES = [
  "active",
  "coming-soon",
  "under-contract",
  "sold",
  "open-house",
] as const;
export type HomeStatusChoice = (typeof HOME_STATUS_CHOICES)[number];

/** Each choice's RESO `StandardStatus` values ("open-house" narrows, it adds none). */
export const MLS_STATUSES_OF: Record<Exclude<HomeStatusChoice, "open-house">, MlsStatus[]> = {
  active: ["Active"],
  "coming-soon": ["Coming Soon"],
  "under-contract": ["Active Under Contract", "Pending"],
  sold: ["Closed"],
};

/** A RESO status as the site's status badge names it. */
export const LISTING_STATUS_OF_MLS: Record<MlsStatus, ListingStatus> = {
  "Coming Soon": "coming-soon",
  Active: "active",
  "Active Under Contract": "under-agreement",
  Pending: "under-agreement",
  Closed: "sold",
};

export const HOME_SORTS = ["newest", "price-asc", "price-desc", "size"] as const;
export type HomeSort = (typeof HOME_SORTS)[number];

/** The bedroom and bathroom minimums the form offers ("2+" and more). */
export const HOME_MIN_CHOICES = [1, 2, 3, 4, 5] as const;

/** The home types the form offers: the team's listing types, matched to RESO types by the search. */
export const HOME_TYPES = LISTING_TYPES;

export type HomeSearch = {
  town?: string;
  zip?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  minBaths?: number;
  type?: ListingType;
  /** The statuses asked for, never empty (the default when none or only open-house is sent). */
  statuses: Exclude<HomeStatusChoice, "open-house">[];
  openHouse: boolean;
  sort: HomeSort;
  page: number;
};

const text = (max: number) =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((typed) => typed.replace(/\s+/g, " ").trim().slice(0, max) || undefined),
    ),
    undefined,
  );

/** A price as typed: "$1,200,000", "900000", "1.5m"; anything else is no bound. */
const price = z.catch(
  z.pipe(
    z.string(),
    z.transform((typed) => {
      const cleaned = typed.replace(/[$,\s]/g, "").toLowerCase();
      const match = /^(\d{1,10}(?:\.\d+)?)([km]?)$/.exec(cleaned);
      if (!match) return undefined;
      const scale = match[2] === "m" ? 1_000_000 : match[2] === "k" ? 1_000 : 1;
      const dollars = Math.round(Number(match[1]) * scale);
      return dollars > 0 && dollars < 2 ** 31 ? dollars : undefined;
    }),
  ),
  undefined,
);

const minimum = z.catch(
  z.pipe(
    z.string(),
    z.transform((typed) => {
      const count = Number(typed.replace(/\+$/, ""));
      return (HOME_MIN_CHOICES as readonly number[]).includes(count) ? count : undefined;
    }),
  ),
  undefined,
);

const SingleValuesSchema = z.object({
  town: text(60),
  zip: z.catch(
    z.pipe(
      z.string(),
      z.transform((typed) => (/^\d{5}$/.test(typed.trim()) ? typed.trim() : undefined)),
    ),
    undefined,
  ),
  q: text(80),
  min_price: price,
  max_price: price,
  min_beds: minimum,
  min_baths: minimum,
  type: z.catch(z.optional(z.enum(HOME_TYPES)), undefined),
  sort: z.catch(z.enum(HOME_SORTS), "newest"),
  page: z.catch(
    z.pipe(
      z.string(),
      z.transform((typed) => {
        const page = /^\d{1,6}$/.test(typed) ? Number(typed) : 1;
        return Math.min(Math.max(page, 1), HOMES_MAX_PAGE);
      }),
    ),
    1,
  ),
});

const isStatusChoice = (value: string): value is HomeStatusChoice =>
  (HOME_STATUS_CHOICES as readonly string[]).includes(value);

/** The search in a query string: each single value the last one sent, `status` every one sent. */
export function readHomeSearch(query: URLSearchParams): HomeSearch {
  const sent = Object.fromEntries(
    Object.keys(SingleValuesSchema.shape).flatMap((name) => {
      const value = query.getAll(name).at(-1);
      return value === undefined || value === "" ? [] : [[name, value]];
    }),
  );
  const values = SingleValuesSchema.parse(sent);
  const chosen = new Set(query.getAll("status").filter(isStatusChoice));
  const statuses = HOME_STATUS_CHOICES.filter(
    (choice): choice is Exclude<HomeStatusChoice, "open-house"> =>
      choice !== "open-house" && chosen.has(choice),
  );
  // A minimum above the maximum is read as the two typed the wrong way round.
  const [minPrice, maxPrice] =
    values.min_price !== undefined &&
    values.max_price !== undefined &&
    values.min_price > values.max_price
      ? [values.max_price, values.min_price]
      : [values.min_price, values.max_price];
  return {
    ...(values.town === undefined ? {} : { town: values.town }),
    ...(values.zip === undefined ? {} : { zip: values.zip }),
    ...(values.q === undefined ? {} : { q: values.q }),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    ...(values.min_beds === undefined ? {} : { minBeds: values.min_beds }),
    ...(values.min_baths === undefined ? {} : { minBaths: values.min_baths }),
    ...(values.type === undefined ? {} : { type: values.type }),
    statuses: statuses.length > 0 ? statuses : ["active", "coming-soon"],
    openHouse: chosen.has("open-house"),
    sort: values.sort,
    page: values.page,
  };
}

/** Whether the search asks for the default statuses only (the canonical query leaves them out). */
const isDefaultStatuses = (statuses: HomeSearch["statuses"]) =>
  statuses.length === 2 && statuses.includes("active") && statuses.includes("coming-soon");

/**
 * The search as its one query string, in a fixed order with defaults left out: the canonical
 * address, the pages' links and the saved searches' key. `page` overrides the search's page.
 */
export function homeSearchQuery(search: HomeSearch, page = search.page): string {
  const query = new URLSearchParams();
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined) query.append(name, String(value));
  };
  add("town", search.town);
  add("zip", search.zip);
  add("q", search.q);
  add("min_price", search.minPrice);
  add("max_price", search.maxPrice);
  add("min_beds", search.minBeds);
  add("min_baths", search.minBaths);
  add("type", search.type);
  if (!isDefaultStatuses(search.statuses))
    for (const status of search.statuses) add("status", status);
  if (search.openHouse) add("status", "open-house");
  if (search.sort !== "newest") add("sort", search.sort);
  if (page > 1) add("page", page);
  const text = query.toString();
  return text ? `?${text}` : "";
}
