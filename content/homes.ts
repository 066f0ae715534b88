/** The words of the home search (/homes, issue 42 §2); the homes' own facts come from the MLS. */
import type { HomeSort, HomeStatusChoice } from "#domain/forms/home-search-schema.ts";
import type { ListingStatus, ListingType } from "#domain/listing.ts";

const homeWord = new Intl.PluralRules("en-US");

export const homesPage = {
  meta: {
    title: "Search Homes for Sale",
    description:
      "Search homes for sale in Newton and Greater Boston by town, ZIP, price, bedrooms and type, with photos, open houses and showings.",
    titleIn: (place: string) => `Homes for Sale in ${place}`,
  },
  title: "Search homes for sale",
  intro: "Every home on the market, by town, ZIP or street. Ask us for a showing on any of them.",
  ownIntro: "The homes we are selling now. Ask us for a showing on any of them.",
  form: {
    heading: "Search homes",
    q: "Town, ZIP or street",
    qPlaceholder: "Newton, 02459 or Walnut St",
    minPrice: "Min price",
    maxPrice: "Max price",
    beds: "Beds",
    baths: "Baths",
    any: "Any",
    type: "Type",
    anyType: "Any type",
    sort: "Sort by",
    status: "Show",
    submit: "Search",
  },
  types: {
    "single-family": "Single family",
    condo: "Condo",
    "multi-family": "Multi-family",
    land: "Land",
    rental: "Rental",
  } satisfies Record<ListingType, string>,
  statusChoices: {
    active: "For sale",
    "coming-soon": "Coming soon",
    "under-contract": "Under contract",
    sold: "Sold",
    "open-house": "Open house this weekend",
  } satisfies Record<HomeStatusChoice, string>,
  sorts: {
    newest: "Newest",
    "price-asc": "Price, low to high",
    "price-desc": "Price, high to low",
    size: "Size",
  } satisfies Record<HomeSort, string>,
  statuses: {
    draft: "Draft",
    "coming-soon": "Coming soon",
    active: "Active",
    "under-agreement": "Under agreement",
    sold: "Sold",
    "off-market": "Off market",
  } satisfies Record<ListingStatus, string>,
  count: (total: number) =>
    `${total.toLocaleString("en-US")} ${homeWord.select(total) === "one" ? "home" : "homes"}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous page",
  next: "Next page",
  pagination: "Pages of results",
  results: "Homes found",
  beds: (beds: number) => `${beds} ${beds === 1 ? "bed" : "beds"}`,
  baths: (baths: number) => `${baths} ${baths === 1 ? "bath" : "baths"}`,
  area: (sqft: string) => `${sqft} sq ft`,
  office: (office: string) => `Listed by ${office}`,
  addressWithheld: "Address on request",
  priceOnRequest: "Price on request",
  none: {
    heading: "No homes match this search",
    text: "Try a wider price range or another town, or tell us what you are looking for and we will watch for it.",
    contact: "Tell us what you are looking for",
    listings: "See our own listings",
    clear: "Start a new search",
  },
};

/** The words of an MLS home's page beside the MLS's own (its remarks stay as the MLS wrote them). */
export const mlsHomePage = {
  back: "Back to the search",
  listedBy: (office: string, agent: string | null) =>
    `Listing courtesy of ${agent ? `${agent}, ` : ""}${office}.`,
  updated: (when: string) => `Last updated ${when}.`,
  askUs: "Ask us about this home",
  title: (address: string, price: string) => `${address}: ${price}`,
  description: (address: string, counts: string) =>
    `${address}${counts ? `. ${counts}` : ""}. Photos, facts and showings.`,
};
