/**
 * What each town page (/massachusetts/:town) adds to the area's tile
 * (content/areas.ts): its guide on the blog and how it connects to Boston.
 * The transit lines are the ones our own guides describe; no travel times,
 * since we have no source to quote them from.
 */

export type TownDetails = {
  /** The area's id in content/areas.ts, and the page's address. */
  id: string;
  /** The town's guide: the address of a post on the blog, /blog/<slug>. */
  guideSlug: string;
  /** How the town reaches Boston, one line or road per item, without figures. */
  toBoston: string[];
};

export const TOWN_DETAILS: readonly TownDetails[] = [
  {
    id: "newton",
    guideSlug: "living-in-newton-villages-guide",
    toBoston: [
      "Green Line D branch: Chestnut Hill, Newton Centre, Newton Highlands, Eliot, Waban, Woodland and Riverside. The B branch ends at Boston College, at the city line.",
      "Commuter rail Framingham/Worcester Line: Newtonville, West Newton and Auburndale, to Back Bay and South Station.",
      "By car: the Mass Pike across the north side, Route 128 along the west.",
    ],
  },
  {
    id: "lexington",
    guideSlug: "living-in-lexington-buyers-guide",
    toBoston: [
      "No subway or commuter rail station in town: MBTA buses connect Lexington to Alewife, the Red Line's terminus, and the town runs its own local buses.",
      "The Minuteman Bikeway runs from Lexington Center through Arlington to Alewife.",
      "By car: Route 2 and Route 128/I-95 meet at the town's edge.",
    ],
  },
  {
    id: "needham",
    guideSlug: "living-in-needham-buyers-guide",
    toBoston: [
      "Commuter rail Needham Line: four stops in town, to Back Bay and South Station.",
      "The Green Line's Riverside station is a short drive away in Newton.",
      "By car: Route 128/I-95 along the western and northern edges; the Mass Pike nearby.",
    ],
  },
  {
    id: "arlington",
    guideSlug: "living-in-arlington-buyers-guide",
    toBoston: [
      "Alewife station, the Red Line's terminus, is just over the line in Cambridge.",
      "MBTA buses along Massachusetts Avenue toward Harvard Square and to Alewife.",
      "The Minuteman Bikeway through East Arlington, Arlington Center and the Heights; Route 2 along the southern edge.",
    ],
  },
  {
    id: "cambridge",
    guideSlug: "living-in-cambridge-neighborhood-guide",
    toBoston: [
      "Red Line: Alewife, Porter, Harvard, Central and Kendall/MIT, into downtown Boston.",
      "Green Line at Lechmere in East Cambridge.",
      "Commuter rail Fitchburg Line at Porter, and a dense network of MBTA buses.",
    ],
  },
  {
    id: "somerville",
    guideSlug: "living-in-somerville-squares-guide",
    toBoston: [
      "Green Line Extension: Union Square, Gilman Square, East Somerville and on toward Medford.",
      "Red Line at Davis, with Porter just over the Cambridge line.",
      "Orange Line at Assembly.",
    ],
  },
  {
    id: "waltham",
    guideSlug: "living-in-waltham-buyers-guide",
    toBoston: [
      "Commuter rail Fitchburg Line: Waltham station downtown and Brandeis/Roberts, to North Station.",
      "MBTA buses to Watertown and Cambridge.",
      "By car: Route 128/I-95 on the western edge; Route 20 and Route 2 nearby.",
    ],
  },
  {
    id: "medford",
    guideSlug: "living-in-medford-buyers-guide",
    toBoston: [
      "Orange Line at Wellington, straight into downtown Boston.",
      "Green Line Extension to Medford/Tufts, through Somerville and Cambridge.",
      "Commuter rail Lowell Line at West Medford; I-93 and Route 16 for drivers.",
    ],
  },
  {
    id: "malden",
    guideSlug: "living-in-malden-orange-line-guide",
    toBoston: [
      "Orange Line at Malden Center and Oak Grove, its northern end.",
      "Commuter rail Haverhill Line at Malden Center.",
      "By car: Route 1, I-93 and Route 60 close by.",
    ],
  },
];

/** The town page's path. */
export const townPath = (id: string) => `/massachusetts/${id}`;

/** A town page's own words; `town` is the town's name as the page writes it. */
export const townPage = {
  meta: {
    title: (town: string) => `Living in ${town}, MA: Homes, Taxes and Getting to Boston`,
    description: (town: string) =>
      `${town} with our team: what the town is like, its residential tax rate, how it connects to Boston, homes we have sold there and our guide.`,
  },
  breadcrumb: "Areas Served",
  /** `inEnglish`: the guide is her English one (she has not written it in the page's language). */
  readOurGuide: (town: string, _inEnglish: boolean) => `Read our ${town} guide`,
  homeValue: "What's my home worth?",
  atAGlance: (town: string) => `${town} at a glance`,
  gettingToBoston: "Getting to Boston",
  propertyTax: "Residential property tax",
  perThousand: " per $1,000 of value",
  fiscalYear: (year: number) => `Fiscal year ${year} (July ${year - 1} to June ${year}).`,
  /** The fiscal year's sentence and the source's in one template: English spaces two sentences, Chinese does not. */
  source: "{fiscalYear} Source: {source}.",
  noRate: (town: string) =>
    `We have not yet confirmed ${town}'s current rate from a published table, so we leave it out rather than guess. The city's assessor publishes it each year, and we are glad to look it up with you.`,
  monthlyPayment: (town: string) => `Work out a monthly payment in ${town}`,
  ourGuide: "Our guide",
  readTheGuide: (town: string) => `Read the ${town} guide`,
  openHouses: (town: string) => `Open houses in ${town}`,
  portfolio: "Portfolio",
  forSaleEyebrow: "For sale",
  forSale: (town: string) => `Homes for sale in ${town}`,
  everyForSale: (town: string) => `Every home we are selling in ${town}`,
  sold: (town: string) => `Homes we have sold in ${town}`,
  everySold: "See every home we have sold",
  fromOurBlog: "From our blog",
  moreFromBlog: (town: string) => `More on ${town} from our blog`,
  sell: {
    heading: (town: string) => `Thinking of selling in ${town}?`,
    text: (town: string) =>
      `Tell us about your home and we will prepare a written market analysis from recent ${town} sales, with a plan to sell it well.`,
    homeValue: "Request a home value analysis",
    talk: "Talk with our team",
  },
};
