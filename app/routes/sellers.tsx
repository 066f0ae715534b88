import { ProcessGuide } from "#app/components/process-guide.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { sellerAdvantages, sellerResources, sellerSteps } from "#content/sellers.ts";
import type { Route } from "./+types/sellers";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Home Selling Process",
    description:
      "How we sell Greater Boston homes: pricing strategy, preparation, marketing, showings and negotiation, in eight clear steps.",
    path: "/sellers",
    image: "sellers",
  });

export default function Sellers() {
  return (
    <ProcessGuide
      title="Home Selling Process"
      intro="From the first walk-through to the closing table, we price, prepare and market your home so it sells well and without surprises."
      advantagesTitle="The Advantages of Selling With Us"
      advantages={sellerAdvantages}
      stepsTitle="Your Eight-Step Selling Roadmap"
      steps={sellerSteps}
      resources={sellerResources}
      cta={{
        heading: "What Is Your Home Worth?",
        text: "Tell us about your home and we will prepare a written market analysis of it, from recent sales nearby.",
        label: "Request a Home Valuation",
        href: "/sellers/home-value",
      }}
    />
  );
}
