/** Seller marketing strategy page (/sellers/marketing). */
import type { Advantage, IconName } from "./types.ts";

export const marketingHero: { heading: string; introduction: string } = {
  heading: "Our Marketing Strategy",
  introduction:
    "Selling a home well takes more than a listing. We prepare your home carefully, present it beautifully and promote it widely, so it reaches the buyers who will value it most.",
};

export const marketingSteps: { title: string; description: string; icon: IconName }[] = [
  {
    title: "Prepare",
    description:
      "We walk through your home with you and recommend repairs, decluttering and staging that help it show at its best.",
    icon: "sparkles",
  },
  {
    title: "Present",
    description:
      "Professional photography, video and thoughtful listing copy tell your home's story clearly and attractively.",
    icon: "camera",
  },
  {
    title: "Promote",
    description:
      "We launch your listing across online platforms, social media, our database and our network to reach buyers near and far.",
    icon: "share",
  },
];

export const marketingElements: Advantage[] = [
  {
    title: "Professional Photography",
    description:
      "Skilled photographers capture each room in its best light, creating images that make buyers want to see more.",
    icon: "camera",
  },
  {
    title: "Virtual Tours & Video",
    description:
      "Walk-through videos and virtual tours let buyers explore your home from anywhere, including relocating and international clients.",
    icon: "video",
  },
  {
    title: "Social Media & Digital Marketing",
    description:
      "Targeted campaigns on social media and online platforms put your listing in front of likely buyers in and around Greater Boston.",
    icon: "share",
  },
  {
    title: "Email & Database Marketing",
    description:
      "We share new listings directly with our past clients, active buyers and local agents through well-designed emails.",
    icon: "mail",
  },
  {
    title: "Strategic Open Houses",
    description:
      "Carefully timed and well-hosted open houses bring serious buyers through the door and build momentum.",
    icon: "users",
  },
  {
    title: "Print Marketing Materials",
    description:
      "Quality brochures, feature sheets and postcards give buyers something to take home and remember.",
    icon: "printer",
  },
];

export const globalReach: { heading: string; introduction: string; items: Advantage[] } = {
  heading: "Global Network Reach",
  introduction:
    "Buyers for Greater Boston homes come from across the country and around the world. Our connections help your listing reach them wherever they are.",
  items: [
    {
      title: "Worldwide Agent Network",
      description:
        "Your home is shared with an agent network of over 180,000 agents in 50+ countries, connecting it with buyers well beyond Massachusetts.",
      icon: "globe",
    },
    {
      title: "International Property Portals",
      description:
        "Your listing appears on international property websites where buyers abroad search for homes in the United States.",
      icon: "home",
    },
    {
      title: "Relocation & Corporate Networks",
      description:
        "We reach professionals moving to the area through relocation services and corporate networks that support employees on the move.",
      icon: "briefcase",
    },
    {
      title: "Multi-Lingual Marketing",
      description:
        "We can present your home in more than one language, helping international and multilingual buyers feel welcome from the first look.",
      icon: "languages",
    },
  ],
};

/** The page's own words around the collections above. */
export const marketingPage = {
  meta: {
    title: "Seller Marketing Strategy",
    description:
      "Prepare, present, promote: professional photography, video, digital and print marketing, open houses and a global network of 180,000+ agents.",
  },
  eyebrow: "For sellers",
  consultation: "Schedule a Marketing Consultation",
  portfolio: "View Our Portfolio",
  approach: { eyebrow: "Our approach", title: "Prepare, Present, Promote" },
  elements: { eyebrow: "What we do", title: "Six Marketing Elements" },
  globeAlt: "Illustration of a globe with connection arcs between cities",
  beyond: "Beyond Boston",
  launch: "Let's Plan Your Home's Launch",
};
