/** Home selling process (/sellers): advantages, roadmap and resource cards. */
import type { Advantage, ProcessStep, ResourceCard } from "./types.ts";

export const sellerAdvantages: Advantage[] = [
  {
    title: "Data-Driven Pricing",
    description:
      "We study recent comparable sales and current competition to recommend a price that attracts buyers and protects your value.",
    icon: "trending-up",
  },
  {
    title: "Professional Marketing",
    description:
      "Professional photography, video and targeted digital campaigns present your home at its best to the right buyers.",
    icon: "camera",
  },
  {
    title: "Preparation Guidance",
    description:
      "We advise on repairs, decluttering and staging so your home makes a strong first impression online and in person.",
    icon: "sparkles",
  },
  {
    title: "Broad Exposure",
    description:
      "Your listing reaches local buyers, relocating families and international clients through our network and online channels.",
    icon: "globe",
  },
  {
    title: "Expert Negotiation",
    description:
      "We review every offer with you, explain the terms clearly and negotiate firmly for the best overall result.",
    icon: "handshake",
  },
  {
    title: "Smooth Closing",
    description:
      "We coordinate with buyers' agents, attorneys and lenders and keep you informed until the sale is complete.",
    icon: "key",
  },
];

export const sellerSteps: ProcessStep[] = [
  {
    number: 1,
    title: "Initial Consultation",
    description:
      "We meet to talk about your goals, timeline and any plans for your next move. This gives us the full picture we need to build a selling plan that works for you.",
    image: { id: "steps/sell-1", alt: "Illustration of a seller consultation at a kitchen table" },
  },
  {
    number: 2,
    title: "Home Evaluation & Pricing Strategy",
    description:
      "We walk through your home and compare it with recent sales and active listings nearby. Together we set a pricing strategy that balances a strong result with a timely sale.",
    image: { id: "steps/sell-2", alt: "Illustration of a home evaluation with comparable sales" },
  },
  {
    number: 3,
    title: "Pre-Listing Preparation",
    description:
      "We recommend simple repairs, decluttering and staging that help buyers picture themselves in the home. We can also connect you with trusted contractors, cleaners and stagers.",
    image: { id: "steps/sell-3", alt: "Illustration of a staged living room" },
  },
  {
    number: 4,
    title: "Marketing Launch",
    description:
      "Professional photography, video and a detailed listing go live across online platforms, social media and our network. Every element is designed to reach the buyers most likely to fall in love with your home.",
    image: { id: "steps/sell-4", alt: "Illustration of a home listing on a laptop and phone" },
  },
  {
    number: 5,
    title: "Showings & Open Houses",
    description:
      "We schedule private showings and host open houses that let buyers experience the home at its best. After each visit we gather feedback and share it with you.",
    image: { id: "steps/sell-5", alt: "Illustration of an open house sign in front of a home" },
  },
  {
    number: 6,
    title: "Offer Review & Negotiation",
    description:
      "We review each offer with you, looking at price, financing, contingencies and timing. Then we negotiate on your behalf to reach terms you are comfortable with.",
    image: { id: "steps/sell-6", alt: "Illustration of offer documents under review" },
  },
  {
    number: 7,
    title: "Due Diligence & Inspections",
    description:
      "The buyer completes inspections and other checks during the agreed period. We help you respond to any requests calmly and keep the sale on track.",
    image: { id: "steps/sell-7", alt: "Illustration of a home inspection in progress" },
  },
  {
    number: 8,
    title: "Closing",
    description:
      "We coordinate with attorneys, lenders and the buyer's agent through the final steps. You sign the closing documents, hand over the keys and move on to your next chapter.",
    image: { id: "steps/sell-8", alt: "Illustration of a sold sign and house keys" },
  },
];

export const sellerResources: ResourceCard[] = [
  {
    title: "Marketing Strategy",
    description:
      "See how we prepare, present and promote your home to reach the right buyers locally and worldwide.",
    icon: "sparkles",
    href: "/sellers/marketing",
  },
  {
    title: "Home Valuation",
    description:
      "Request a written market analysis of your home, prepared by our team from recent local sales.",
    icon: "calculator",
    href: "/sellers/home-value",
  },
  {
    title: "Staging Tips",
    description: "Simple, affordable ways to help buyers picture themselves in your home.",
    icon: "home",
    post: "staging-your-home-on-a-budget",
  },
  {
    title: "Seller's Checklist",
    description: "A practical list of tasks to complete before, during and after your listing.",
    icon: "file-text",
    post: "preparing-your-home-for-the-spring-market",
  },
  {
    title: "Photography Preparation",
    description: "How to get each room ready for listing photos and video.",
    icon: "camera",
    post: "getting-ready-for-listing-photos-and-video",
  },
  {
    // The town pages hold the market figures we have: tax rates and the prices of homes we sold.
    title: "Market Reports",
    description:
      "Town by town: each area's residential tax rate and the homes we sold there, at their prices, to time and price your listing.",
    icon: "trending-up",
    href: "/massachusetts",
  },
];

/** The page's own words around the collections above. */
export const sellersPage = {
  meta: {
    title: "Home Selling Process",
    description:
      "How we sell Greater Boston homes: pricing strategy, preparation, marketing, showings and negotiation, in eight clear steps.",
  },
  title: "Home Selling Process",
  intro:
    "From the first walk-through to the closing table, we price, prepare and market your home so it sells well and without surprises.",
  advantagesTitle: "The Advantages of Selling With Us",
  stepsTitle: "Your Eight-Step Selling Roadmap",
  cta: {
    heading: "What Is Your Home Worth?",
    text: "Tell us about your home and we will prepare a written market analysis of it, from recent sales nearby.",
    label: "Request a Home Valuation",
  },
};
