/** Team page content: member profiles and the 'Why Choose Our Team' block. */

import { site } from "./site.ts";
import type { Advantage, TeamMemberProfile } from "./types.ts";

export const teamProfiles: TeamMemberProfile[] = [
  {
    id: "lead",
    bio: [
      `${site.team.lead.name} has more than 10 years of experience helping clients buy and sell homes across Greater Boston. She is a platinum agent in her office with $200+ million in sales, and she leads the team from our office in ${site.office.city}, ${site.office.region}.`,
      "With a master's degree in marketing analytics and an MBA, she pairs careful market analysis with patient, personal guidance. Whether a client is buying a first home, selling a luxury property or growing an investment portfolio, she follows up consistently and makes sure every decision is an informed one.",
    ],
    image: { id: "team/lead", alt: `Portrait placeholder for ${site.team.lead.role}` },
  },
  {
    id: "specialist",
    bio: [
      `${site.team.specialist.name} works with buyers and sellers from the first conversation through the closing table. He coordinates showings, open houses, inspections and the many details that keep a transaction on schedule.`,
      "He knows the towns around Newton well and enjoys helping first-time buyers understand each step, as well as helping sellers prepare their homes to make a strong first impression. Clients value his quick replies and his calm, practical approach.",
    ],
    image: { id: "team/specialist", alt: `Portrait placeholder for ${site.team.specialist.role}` },
  },
];

export const whyChooseUs: Advantage[] = [
  {
    title: "Local Expertise",
    description:
      "We live and work in Greater Boston and know its towns, neighborhoods and schools, so our advice reflects how each community really feels day to day.",
    icon: "map",
  },
  {
    title: "Personalized Service",
    description:
      "Every client gets a plan built around their goals and timeline, with prompt follow-up and clear communication from start to finish.",
    icon: "handshake",
  },
  {
    title: "Proven Results",
    description:
      "Our track record with buyers, sellers and investors comes from careful pricing, strong marketing and steady negotiation on every transaction.",
    icon: "award",
  },
];

/** The team page's own words; `name` is a member's name as the team wrote it. */
export const teamPage = {
  meta: {
    title: "Meet Our Team",
    description: (names: string) =>
      `Meet ${names}, the Newton-based team guiding buyers, sellers and investors across Greater Boston.`,
  },
  title: "Meet Our Team",
  intro:
    "Experienced, responsive and local: the people who will guide your purchase or sale from the first call to the closing table.",
  why: { eyebrow: "Our promise", title: "Why Choose Our Team" },
  membersLabel: "Team members",
  speaks: "Speaks {languages}",
  licence: (licence: string) => `Licence No. ${licence}`,
  callOrText: (name: string) => `Call or text ${name}`,
  email: (name: string) => `Email ${name}: `,
  join: {
    heading: "Join Our Growing Team",
    text: "Are you an agent who puts clients first? We would love to hear from you.",
    label: "Join Our Growing Team",
  },
  /** The languages as the team typed them (/staff/team), named in the page's language. */
  languageNames: {} as Record<string, string>,
};
