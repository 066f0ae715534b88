/**
 * Every fact about the agent and the team that the site shows, in one place.
 * All values are fictional placeholders (555-01xx phones, example.com
 * addresses): the owner replaces them here and nowhere else.
 */
export const site = {
  name: "Marlow Home Group",
  shortName: "Marlow Home Group",
  tagline: "Greater Boston real estate, guided with care",
  description:
    "Marlow Home Group helps buyers, sellers, investors and international clients across Greater Boston, from our office in Newton, MA.",
  office: {
    street: "100 Example Street, Suite 200",
    city: "Newton",
    region: "MA",
    postalCode: "02458",
    country: "US",
    /** Map position of the office (placeholder: Newton Centre). */
    geo: { latitude: 42.3297, longitude: -71.1926 },
  },
  phone: { display: "(617) 555-0142", e164: "+16175550142" },
  email: "hello@example.com",
  /** The agent's reviews profile on a property-listing site. */
  reviewsUrl: "https://reviews.example.com/profile/marlow-home-group",
  /** The city-magazine feature named in the accomplishments. */
  magazineFeatureUrl: "https://magazine.example.com/top-agents",
  team: {
    lead: {
      name: "Lena Marlow",
      role: "Team Lead & Realtor",
      phone: { display: "(617) 555-0142", e164: "+16175550142" },
      email: "lena@example.com",
    },
    specialist: {
      name: "Owen Pierce",
      role: "Buyer & Seller Specialist",
      phone: { display: "(617) 555-0163", e164: "+16175550163" },
      email: "owen@example.com",
    },
  },
  /** Where new-team-member inquiries go ('Join Our Growing Team'). */
  careersEmail: "join@example.com",
  /**
   * Brand colours (the same values as app/app.css's --color-brand and --color-cream): the deep
   * red of the mark and calls to action, and the warm paper the pages sit on. The placeholder
   * artwork tool and the browser's theme colour read them here.
   */
  colors: { brand: "#8b1a1a", paper: "#faf7f2", ink: "#1c1917", muted: "#57534e" },
  /** Where the team works, as the placeholder share images print it. */
  serviceArea: "Greater Boston",
  /**
   * The brokerage the team works under. 254 CMR 3.00(9)(a): every advertisement, this site's
   * every page included, names the broker. Placeholders: the owner puts the real firm, its
   * Massachusetts licence number and the supervising broker here.
   */
  brokerage: {
    name: "Example Realty Partners LLC",
    licence: "Massachusetts real estate broker licence No. 000000 (placeholder)",
    supervisingBroker: "Jordan Example, Broker of Record",
  },
  /** Where privacy requests (a copy, a correction, deletion) and accessibility reports go. */
  privacyEmail: "privacy@example.com",
  accessibilityEmail: "access@example.com",
} as const;

export type TeamMemberId = keyof typeof site.team;

/** The broker's name and licence, as every page and every e-mail to a guest shows it. */
export const brokerageLine = `${site.brokerage.name}. ${site.brokerage.licence}.`;

export const officeAddressLine = `${site.office.street}, ${site.office.city}, ${site.office.region} ${site.office.postalCode}`;
