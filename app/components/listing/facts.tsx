import { formatCalendarDay } from "#domain/dates.ts";
import { LISTING_STATUS_LABELS, LISTING_TYPE_LABELS } from "#domain/listing.ts";
import { bathsOf, changeEvent, listingPrice } from "#domain/listing-view.ts";
import type { ListingChange, ListingPageData } from "#server/listings/public.ts";

/** The facts table's and the history's words, in one place (the Chinese catalogue takes them over). */
const COPY = {
  facts: "Facts",
  history: "Price history",
  date: "Date",
  event: "Event",
  price: "Price",
  rows: {
    status: "Status",
    type: "Type",
    price: "List price",
    beds: "Bedrooms",
    baths: "Bathrooms",
    livingArea: "Living area",
    lotSize: "Lot size",
    yearBuilt: "Year built",
    parking: "Parking",
    heatingCooling: "Heating and cooling",
    hoaFee: "HOA or condo fee",
    annualTax: "Property tax",
    mlsNumber: "MLS number",
  },
  bathsDetail: (full: number, half: number) => `${full} full${half > 0 ? `, ${half} half` : ""}`,
  squareFeet: (value: number) => `${value.toLocaleString("en-US")} sq ft`,
  perMonth: (value: number) => `${listingPrice(value)} a month`,
  tax: (value: number, year: number | null) =>
    `${listingPrice(value)} a year${year ? ` (fiscal year ${year})` : ""}`,
} as const;

/** The listing's facts as a table: only those the team filled in. */
export function ListingFacts({ listing }: { listing: ListingPageData }) {
  const { rows } = COPY;
  const baths = bathsOf(listing.fullBaths, listing.halfBaths);
  const facts: [string, string | null][] = [
    [rows.status, LISTING_STATUS_LABELS[listing.status]],
    [rows.type, LISTING_TYPE_LABELS[listing.propertyType]],
    [rows.price, listingPrice(listing.listPrice)],
    [rows.beds, listing.beds === null ? null : String(listing.beds)],
    [
      rows.baths,
      baths === null
        ? null
        : `${baths} (${COPY.bathsDetail(listing.fullBaths ?? 0, listing.halfBaths ?? 0)})`,
    ],
    [rows.livingArea, listing.livingArea === null ? null : COPY.squareFeet(listing.livingArea)],
    [rows.lotSize, listing.lotSize === null ? null : COPY.squareFeet(listing.lotSize)],
    [rows.yearBuilt, listing.yearBuilt === null ? null : String(listing.yearBuilt)],
    [rows.parking, listing.parking || null],
    [rows.heatingCooling, listing.heatingCooling || null],
    [rows.hoaFee, listing.hoaFee === null ? null : COPY.perMonth(listing.hoaFee)],
    [
      rows.annualTax,
      listing.annualTax === null ? null : COPY.tax(listing.annualTax, listing.taxYear),
    ],
    [rows.mlsNumber, listing.mlsNumber],
  ];
  return (
    <section aria-labelledby="facts-heading" className="mt-12 print:mt-4">
      <h2 id="facts-heading" className="text-2xl">
        {COPY.facts}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <tbody>
          {facts.flatMap(([label, value]) =>
            value === null ? (
              []
            ) : (
              <tr key={label} className="border-b border-line">
                <th scope="row" className="w-2/5 py-3 pr-4 font-semibold print:py-1">
                  {label}
                </th>
                <td className="py-3 text-muted print:py-1">{value}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

/** The public price history: when it was listed, each price and status change, newest first. */
export function PriceHistory({ history }: { history: ListingChange[] }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="mt-12 print:hidden">
      <h2 id="history-heading" className="text-2xl">
        {COPY.history}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4">
              {COPY.date}
            </th>
            <th scope="col" className="py-2 pr-4">
              {COPY.event}
            </th>
            <th scope="col" className="py-2 text-right">
              {COPY.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((change, index) => (
            <tr key={`${change.day}-${index}`} className="border-b border-line">
              <td className="py-3 pr-4">{formatCalendarDay(change.day)}</td>
              <td className="py-3 pr-4">{changeEvent(change.kind, change.status)}</td>
              <td className="py-3 text-right">{listingPrice(change.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
