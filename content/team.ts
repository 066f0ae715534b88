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
    zh: {
      role: "团队负责人、持牌经纪人",
      bio: [
        `${site.team.lead.name}在大波士顿地区帮客户买房、卖房已有10多年。她是所在公司的白金经纪人，累计成交额超过2亿美元，现在在${site.office.city}的办公室带领团队。`,
        "她拥有市场营销分析硕士学位和MBA学位，既做细致的市场分析，也给每位客户耐心、贴身的建议。无论是买第一套房、出售豪宅，还是扩大投资组合，她都会及时跟进，让您的每一个决定都心中有数。",
      ],
      imageAlt: "团队负责人的肖像（占位图）",
    },
  },
  {
    id: "specialist",
    bio: [
      `${site.team.specialist.name} works with buyers and sellers from the first conversation through the closing table. He coordinates showings, open houses, inspections and the many details that keep a transaction on schedule.`,
      "He knows the towns around Newton well and enjoys helping first-time buyers understand each step, as well as helping sellers prepare their homes to make a strong first impression. Clients value his quick replies and his calm, practical approach.",
    ],
    image: { id: "team/specialist", alt: `Portrait placeholder for ${site.team.specialist.role}` },
    zh: {
      role: "买卖专员",
      bio: [
        `从第一次沟通到过户签约，${site.team.specialist.name}全程陪伴买家和卖家。看房、开放参观、验房，以及让交易按时推进的各种细节，都由他来协调。`,
        `他熟悉${site.office.city}周边的各个城镇，乐于帮首次购房者弄清每一步，也帮卖家把房子准备好，给买家留下好的第一印象。客户看重他回复快、做事沉稳务实。`,
      ],
      imageAlt: "买卖专员的肖像（占位图）",
    },
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
