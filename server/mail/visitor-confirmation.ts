import { contactAnswer, homeValueAnswer } from "#content/next-steps.ts";
import { site } from "#content/site.ts";
import { formatDayTime } from "#domain/dates.ts";
import type { LeadType } from "#domain/lead-type.ts";
import { PROPERTY_TYPE_LABELS, SELL_TIMELINE_LABELS } from "#domain/property.ts";
import type { MemberCardData } from "#domain/team.ts";
import { spokenList } from "#domain/team.ts";
import type { VisitorConfirmationPayload, VisitorMailLanguage } from "../db/schema.ts";
import { type Block, type NotificationEmail, renderMail } from "./layout.tsx";

/** Who answers, as the mail's card shows her: a member, or the team when there is none. */
type Answerer = Pick<MemberCardData, "name" | "role" | "phone" | "email" | "languages">;

/** Everything the confirmation says, in one language; `zh-Hans` joins with issue 40. */
type ConfirmationWords = {
  subject: Record<VisitorConfirmationPayload["form"], string>;
  greeting: string;
  /** What she sent, in the team's words: the subject she chose and when it arrived. */
  received: (payload: VisitorConfirmationPayload, when: string) => string;
  homeFacts: (home: NonNullable<VisitorConfirmationPayload["home"]>) => [string, string][];
  /** Who answers and when: the thank-you page's promise, word for word. */
  promise: (payload: VisitorConfirmationPayload, who: string) => string;
  card: { role: (role: string | null) => string; phone: string; email: string; speaks: string };
  reply: string;
  footer: string;
  /** Boston time, as the team's calendar keeps it. */
  when: (sentAt: Date) => string;
};

/** What the contact form's first question chose, as a sentence names it. */
const ABOUT: Record<LeadType, string> = {
  buyer: "buying a home",
  seller: "selling a home",
  both: "buying and selling",
  renter: "renting a home",
  investor: "investing in property",
  "team-applicant": "joining the team",
  other: "",
};

const ENGLISH: ConfirmationWords = {
  subject: {
    contact: "We received your message",
    "home-value": "We received your request for a market analysis",
  },
  greeting: "Hello,",
  received: (payload, when) =>
    payload.form === "home-value"
      ? `Thank you for your request. It reached us on ${when}:`
      : `Thank you for writing to us. Your message${ABOUT[payload.leadType] ? ` about ${ABOUT[payload.leadType]}` : ""} reached us on ${when}.`,
  homeFacts: (home) => [
    ["You asked for", "A written market analysis"],
    ["Home", `${PROPERTY_TYPE_LABELS[home.propertyType]}, ZIP ${home.zip}`],
    ["Selling", SELL_TIMELINE_LABELS[home.timeline]],
  ],
  promise: (payload, who) =>
    payload.form === "home-value"
      ? `${who} calls or e-mails you ${homeValueAnswer.firstCall} and sends you the written analysis ${homeValueAnswer.within}.`
      : `${who} will answer you personally, ${contactAnswer.when}.`,
  card: {
    role: (role) => (role ? `${role}, ${site.name}` : site.name),
    phone: "Phone: ",
    email: "Email: ",
    speaks: "Speaks ",
  },
  reply: "To add anything, reply to this e-mail.",
  footer:
    "You receive this e-mail because this address was entered in a form on our website. If that was not you, ignore it: we will not write again unless you answer.",
  when: (sentAt) => `${formatDayTime(sentAt)} (Boston time)`,
};

const WORDS: Record<VisitorMailLanguage, ConfirmationWords> = { en: ENGLISH };

/**
 * The short confirmation a visitor gets after the contact form or the home-value request: what
 * she sent, who answers and when (the member the routing rule gives her lead type to, found when
 * it is sent: server/team/promise.ts), and that member's card. The mail layout has no images, so
 * the card has no photo.
 *
 * It goes to whatever address was typed, so, like the guest's thank-you (decision 026), it
 * carries no text a stranger chose: what she sent is said in the form's own terms (the subject
 * she picked, the home's type, ZIP and timeline), never her message, name or street.
 */
export function buildVisitorConfirmation(
  payload: VisitorConfirmationPayload,
  { siteUrl, member }: { siteUrl: string; member: MemberCardData | null },
): NotificationEmail {
  const words = WORDS[payload.language];
  const answerer: Answerer = member ?? {
    name: site.name,
    role: null,
    phone: site.phone,
    email: site.email,
    languages: [],
  };
  const card: Block = {
    kind: "paragraph",
    lines: [
      { strong: answerer.name },
      words.card.role(answerer.role),
      [words.card.phone, { text: answerer.phone.display, href: `tel:${answerer.phone.e164}` }],
      [words.card.email, { text: answerer.email, href: `mailto:${answerer.email}` }],
      ...(answerer.languages.length > 0
        ? [`${words.card.speaks}${spokenList(answerer.languages)}`]
        : []),
      { text: siteUrl, href: siteUrl },
    ],
  };
  return renderMail({
    subject: words.subject[payload.form],
    blocks: [
      { kind: "paragraph", lines: [words.greeting] },
      {
        kind: "paragraph",
        lines: [words.received(payload, words.when(new Date(payload.sentAt)))],
      },
      ...(payload.home ? [{ kind: "facts" as const, rows: words.homeFacts(payload.home) }] : []),
      { kind: "paragraph", lines: [words.promise(payload, answerer.name), words.reply] },
      card,
    ],
    footer: [words.footer],
    replyTo: answerer.email,
  });
}
