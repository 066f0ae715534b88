/**
 * Residential property-tax rates of the towns we serve, in dollars per $1,000
 * of assessed value, each with its fiscal year and where it was read. The
 * payment calculator (/buyers/mortgage-calculator) and the town pages
 * (/massachusetts/:town) read this file.
 *
 * Rule: a rate is here only when it was read in a published table; a town
 * whose rate could not be confirmed is left out, and the calculator asks the
 * visitor to type the rate from her town's assessor instead. Never a guess.
 *
 * Left out for now (no table we could read when this file was written):
 * Arlington, Cambridge, Somerville, Medford and Malden. Cambridge and
 * Somerville also grant a residential exemption to owner-occupants, so their
 * rate alone would overstate an owner's bill. Add each with its DLS figure.
 *
 * To update: the Massachusetts Division of Local Services publishes every
 * municipality's certified rates in its Municipal Databank ("Tax Rates by
 * Class"), https://www.mass.gov/collections/DLS-databank-reports.
 */

export type TaxRate = {
  /** The area's id in content/areas.ts. */
  town: string;
  /** Dollars per $1,000 of assessed value, residential class. */
  residentialPerThousand: number;
  /** The Massachusetts fiscal year the rate applies to (FY2025: July 2024 to June 2025). */
  fiscalYear: number;
  /** Who published the figure, and where it was read. */
  source: { name: string; url: string };
};

/**
 * The FY2025 rates below come from the Division of Local Services' "Average
 * Single Family Tax Bill" report for FY2025, as reproduced (with its source
 * named) in the City of Newton Public Schools' FY26 Budget Book, page 296.
 */
const DLS_FY2025_SINGLE_FAMILY_BILLS = {
  name: "Massachusetts Division of Local Services, Average Single Family Tax Bill, FY2025 (as reproduced in Newton Public Schools' FY26 Budget Book, p. 296)",
  url: "https://online.flippingbook.com/view/226483828/476",
};

export const TAX_RATES: readonly TaxRate[] = [
  {
    town: "newton",
    residentialPerThousand: 9.8,
    fiscalYear: 2025,
    source: DLS_FY2025_SINGLE_FAMILY_BILLS,
  },
  {
    town: "lexington",
    residentialPerThousand: 12.25,
    fiscalYear: 2025,
    source: DLS_FY2025_SINGLE_FAMILY_BILLS,
  },
  {
    town: "needham",
    residentialPerThousand: 12.52,
    fiscalYear: 2025,
    source: DLS_FY2025_SINGLE_FAMILY_BILLS,
  },
  {
    town: "waltham",
    residentialPerThousand: 9.64,
    fiscalYear: 2025,
    source: DLS_FY2025_SINGLE_FAMILY_BILLS,
  },
];

/** The town's confirmed rate, or undefined when none is on file. */
export function taxRateOf(town: string): TaxRate | undefined {
  return TAX_RATES.find((rate) => rate.town === town);
}
