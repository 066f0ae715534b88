/** Home buying process (/buyers): advantages, roadmap and resource cards. */
import type { Advantage, ProcessStep, ResourceCard } from "./types.ts";

export const buyerAdvantages: Advantage[] = [
  {
    title: "Local Market Knowledge",
    description:
      "We know the towns, neighborhoods and housing styles of Greater Boston and help you compare them with a clear eye.",
    icon: "map",
  },
  {
    title: "Tailored Home Search",
    description:
      "We listen to what matters to you and focus your search on homes that truly fit your needs, budget and lifestyle.",
    icon: "search",
  },
  {
    title: "Skilled Negotiation",
    description:
      "We prepare offers carefully and negotiate on your behalf so you can buy with confidence in a competitive market.",
    icon: "handshake",
  },
  {
    title: "Trusted Professional Network",
    description:
      "We can introduce you to lenders, inspectors and attorneys we know, so each part of your purchase is in good hands.",
    icon: "users",
  },
  {
    title: "Protection at Every Step",
    description:
      "We help you understand contingencies, deadlines and documents so nothing important is overlooked along the way.",
    icon: "shield",
  },
  {
    title: "Clear Communication",
    description:
      "You will always know where things stand, with prompt follow-up and honest answers to every question.",
    icon: "clock",
  },
];

export const buyerSteps: ProcessStep[] = [
  {
    number: 1,
    title: "Initial Consultation",
    description:
      "We start with a conversation about your goals, timeline, budget and the kind of home you picture. This helps us understand what matters most and plan a search that fits your life.",
    image: { id: "steps/buy-1", alt: "Illustration of a buyer consultation at a table" },
  },
  {
    number: 2,
    title: "Financial Pre-Approval",
    description:
      "A lender reviews your finances and issues a pre-approval letter that shows how much you can borrow. It sharpens your search and shows sellers that your offer is serious.",
    image: { id: "steps/buy-2", alt: "Illustration of a mortgage pre-approval letter" },
  },
  {
    number: 3,
    title: "Property Search",
    description:
      "We set up tailored listing alerts, schedule showings and tour homes with you. Along the way we point out strengths, trade-offs and questions worth asking about each property.",
    image: { id: "steps/buy-3", alt: "Illustration of buyers touring a home" },
  },
  {
    number: 4,
    title: "Making an Offer",
    description:
      "When you find the right home, we review comparable sales and help you decide on price and terms. We then prepare a strong offer and negotiate with the seller on your behalf.",
    image: { id: "steps/buy-4", alt: "Illustration of an offer being signed" },
  },
  {
    number: 5,
    title: "Inspection & Due Diligence",
    description:
      "A licensed home inspector examines the property, and you review disclosures and any other documents. If issues come up, we help you decide on next steps and negotiate repairs or credits.",
    image: { id: "steps/buy-5", alt: "Illustration of a home inspector checking a house" },
  },
  {
    number: 6,
    title: "Financing & Appraisal",
    description:
      "Your lender orders an appraisal and works through final underwriting. We stay in touch with everyone involved so deadlines are met and your loan commitment arrives on time.",
    image: { id: "steps/buy-6", alt: "Illustration of an appraiser reviewing a home" },
  },
  {
    number: 7,
    title: "Final Walk-Through",
    description:
      "Shortly before closing, you visit the home one last time to confirm it is in the agreed condition. It is your chance to check that any promised repairs are complete.",
    image: { id: "steps/buy-7", alt: "Illustration of buyers walking through an empty home" },
  },
  {
    number: 8,
    title: "Closing & Keys",
    description:
      "You sign the final documents, funds are transferred and the deed is recorded. Then you receive your keys and the home is officially yours.",
    image: { id: "steps/buy-8", alt: "Illustration of a set of house keys handed over" },
  },
];

export const buyerResources: ResourceCard[] = [
  {
    title: "First Time Homebuyers",
    description:
      "A step-by-step guide to buying your first home in Greater Boston, from budgeting to closing day.",
    icon: "home",
    href: "/buyers/first-time",
  },
  {
    title: "Mortgage Calculator",
    description: "Estimate your monthly payment and see how price and down payment affect it.",
    icon: "calculator",
    href: "/buyers/mortgage-calculator",
  },
  {
    title: "Neighborhood Guides",
    description: "Get to know the character, amenities and commute options of the towns we serve.",
    icon: "map",
    post: "choosing-a-boston-area-town-by-commute",
  },
  {
    title: "Home Inspection Checklist",
    description: "Know what inspectors look for and which questions to ask on inspection day.",
    icon: "file-text",
    post: "what-to-expect-at-a-home-inspection",
  },
  {
    title: "Moving Checklist",
    description: "Stay organized from contract to move-in with a simple week-by-week plan.",
    icon: "key",
    post: "final-walk-through-and-closing-day-checklist",
  },
  {
    // The town pages hold the market figures we have: tax rates and the prices of homes we sold.
    title: "Market Reports",
    description:
      "Town by town: each area's residential tax rate and the homes we sold there, at their prices, to time and price your offer.",
    icon: "trending-up",
    href: "/massachusetts",
  },
];

/** The page's own words around the collections above. */
export const buyersPage = {
  meta: {
    title: "Home Buying Process",
    description:
      "How we guide Greater Boston buyers from the first consultation to the keys: six advantages, an eight-step roadmap and resources.",
  },
  title: "Home Buying Process",
  intro:
    "Buying a home is one of the largest decisions you will make. We make each step clear, from the first conversation to the day you get your keys.",
  advantagesTitle: "The Advantages of Buying With Us",
  stepsTitle: "Your Eight-Step Buying Roadmap",
  cta: {
    heading: "Ready to Find Your Home?",
    text: "Tell us what you are looking for and we will start with a no-pressure consultation.",
    label: "Contact Us Today",
  },
};
