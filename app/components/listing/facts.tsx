import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { formatCalendarDayIn } from "#domain/dates.ts";
import { formatInteger } from "#domain/format.ts";
import type { ListingType } from "#domain/listing.ts";
import { bathsOf, listingPrice } from "#domain/listing-view.ts";
import type { ListingChange, ListingPageData } from "#server/listings/public.ts";

/**
 * The facts of a home the table shows: the team's listing (its page's data) or an MLS home's
 * (mapped to the same words; the lot in square feet); null or "" where a fact is not known.
 */
export type ListingFactsData = Pick<
  ListingPageData,
  | "status"
  | "beds"
  | "fullBaths"
  | "halfBaths"
  | "livingArea"
  | "lotSize"
  | "yearBuilt"
  | "parking"
  | "heatingCooling"
  | "hoaFee"
  | "annualTax"
  | "taxYear"
  | "mlsNumber"
> & { propertyType: ListingType | null; listPrice: number | null };

/** A home's facts as a table: only those that are known. */
export function ListingFacts({ listing }: { listing: ListingFactsData }) {
  const language = usePageLanguage();
  const {
    listingFacts: COPY,
    listingStatuses,
    listingTypes,
    listingCountWords,
  } = CATALOGUES.listing[language];
  const { rows } = COPY;
  const squareFeet = (area: number) => listingCountWords.squareFeet(formatInteger(area));
  const baths = bathsOf(listing.fullBaths, listing.halfBaths);
  const facts: [string, string | null][] = [
    [rows.status, listingStatuses[listing.status]],
    [rows.type, listing.propertyType === null ? null : listingTypes[listing.propertyType]],
    [rows.price, listing.listPrice === null ? null : listingPrice(listing.listPrice)],
    [rows.beds, listing.beds === null ? null : String(listing.beds)],
    [
      rows.baths,
      baths === null
        ? null
        : `${baths} (${COPY.bathsDetail(listing.fullBaths ?? 0, listing.halfBaths ?? 0)})`,
    ],
    [rows.livingArea, listing.livingArea === null ? null : squareFeet(listing.livingArea)],
    [rows.lotSize, listing.lotSize === null ? null : squareFeet(listing.lotSize)],
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
  const language = usePageLanguage();
  const { listingFacts: COPY, listingStatuses } = CATALOGUES.listing[language];
  if (history.length === 0) return null;
  const eventOf = (change: ListingChange) =>
    change.kind === "listed"
      ? COPY.listed
      : change.kind === "price"
        ? COPY.priceChanged
        : listingStatuses[change.status];
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
              <td className="py-3 pr-4">{formatCalendarDayIn(language, change.day)}</td>
              <td className="py-3 pr-4">{eventOf(change)}</td>
              <td className="py-3 text-right">{listingPrice(change.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
