/** Home page content: hero, about, figures, accomplishments and the partner section. */

import { site } from "./site.ts";
import type { AccomplishmentGroup, ImageRef } from "./types.ts";

export const hero: { tagline: string; introduction: string } = {
  tagline: "Find your place in Greater Boston",
  introduction:
    "Whether you are buying your first home, selling a long-loved one or adding to an investment portfolio, we guide every step with care and clear advice. From our office in Newton, we help clients across Greater Boston move forward with confidence.",
};

export const about: { heading: string; paragraphs: string[] } = {
  heading: `About ${site.name}`,
  paragraphs: [
    `${site.team.lead.name} has more than 10 years of experience in Greater Boston real estate and is a platinum agent in her office, with $200+ million in sales.`,
    "She holds a master's degree in marketing analytics and an MBA, and brings that training to every pricing decision, marketing plan and negotiation.",
    `Together, the team serves luxury homes, first-time buyers and investment properties, working from our office in ${site.office.city}, ${site.office.region}.`,
  ],
};

export const stats: { value: string; label: string }[] = [
  { value: "200+", label: "Homes Sold" },
  { value: "250+", label: "Happy Clients" },
  { value: "20+", label: "Awards" },
];

/*
 * The organization names below are generic placeholders: the owner replaces
 * them with the real association, ranking body and franchise names.
 */
export const accomplishments: AccomplishmentGroup[] = [
  {
    organization: "Asian Real Estate Association",
    items: ["National Top 50 Lister Producer", "Board Member"],
  },
  {
    organization: "Real Estate Ranking Organization",
    items: ["Top 1.5% of agents", "Featured in a Boston city magazine"],
    link: { label: "Read the magazine feature", href: site.magazineFeatureUrl },
  },
  {
    organization: "Brokerage Franchise Network",
    items: ["Regional Top 10%", "Board Member"],
  },
];

export const partner: { heading: string; text: string; caption: string; image: ImageRef } = {
  heading: "A Partner You Can Count On",
  text: `${site.team.lead.name} believes the key to success is simple: follow up with every client, and set clear boundaries so each one gets focused, dependable attention. You always know where things stand, and you always know when you will hear from us next.`,
  caption: "Luxury Living",
  image: {
    id: "feature/luxury-living",
    alt: "Bright living room in a luxury home with large windows and neutral furnishings",
  },
};

/** The home page's own words around the collections above. */
export const homePage = {
  meta: {
    title: `${site.name} | Greater Boston Real Estate`,
    description:
      "Buy, sell or invest in Greater Boston with a Newton-based team: 200+ homes sold, 250+ happy clients and 20+ awards. Start your journey today.",
  },
  eyebrow: "Buy · Sell · Invest",
  start: "Start Your Journey Today",
  homeValue: "What's my home worth?",
  findAHome: "Find a home with us",
  towns: { eyebrow: "Where we work", title: "The Towns We Know" },
  openHouses: "Upcoming Open Houses",
  forSale: { eyebrow: "For sale", title: "Homes for Sale", more: "See every home we are selling" },
  sold: { eyebrow: "Portfolio", title: "Recently Sold", more: "See every home we sold" },
  articles: { eyebrow: "From the blog", title: "Latest Articles", more: "Read all articles" },
  aboutEyebrow: "About",
  portraitAlt: `Portrait placeholder for ${site.team.lead.name}`,
  recognition: { eyebrow: "Recognition", title: "Accomplishments" },
  approach: "Our approach",
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    more: "Show More Reviews",
  },
};
