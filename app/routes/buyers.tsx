import { ProcessGuide } from "#app/components/process-guide.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { buyerAdvantages, buyerResources, buyerSteps } from "#content/buyers.ts";
import type { Route } from "./+types/buyers";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Home Buying Process",
    description:
      "How we guide Greater Boston buyers from the first consultation to the keys: six advantages, an eight-step roadmap and resources.",
    path: "/buyers",
    image: "buyers",
  });

export default function Buyers() {
  return (
    <ProcessGuide
      title="Home Buying Process"
      intro="Buying a home is one of the largest decisions you will make. We make each step clear, from the first conversation to the day you get your keys."
      advantagesTitle="The Advantages of Buying With Us"
      advantages={buyerAdvantages}
      stepsTitle="Your Eight-Step Buying Roadmap"
      steps={buyerSteps}
      resources={buyerResources}
      cta={{
        heading: "Ready to Find Your Home?",
        text: "Tell us what you are looking for and we will start with a no-pressure consultation.",
        label: "Contact Us Today",
        href: "/contact",
      }}
    />
  );
}
