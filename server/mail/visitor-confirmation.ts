import { CATALOGUES } from "#content/catalogues.ts";
import { contactAnswer, homeValueAnswer } from "#content/next-steps.ts";
import { site } from "#content/site.ts";
import { formatDayIn, formatDayTime, formatTimeIn } from "#domain/dates.ts";
import type { LeadType } from "#domain/lead-type.ts";
import { PROPERTY_TYPE_LABELS, SELL_TIMELINE_LABELS } from "#domain/property.ts";
import type { MemberCardData } from "#domain/team.ts";
import { spokenList } from "#domain/team.ts";
import { inTraditional } from "#server/content/traditional.ts";
import type { VisitorConfirmationPayload, VisitorMailLanguage } from "../db/schema.ts";
import { type Block, type NotificationEmail, renderMail } from "./layout.tsx";

/** Who answers, as the mail's card shows her: a member, or the team when there is none. */
type Answerer = Pick<MemberCardData, "name" | "role" | "phone" | "email" | "languages">;

/** Everything the confirmation says, in one language: the page's she wrote from. */
type ConfirmationWords = {
  subject: Record<VisitorConfirmationPayload["form"], string>;
  greeting: string;
  /** What she sent, in the team's words: the subject she chose and when it arrived. */
  received: (payload: VisitorConfirmationPayload, when: string) => string;
  homeFacts: (home: NonNullable<VisitorConfirmationPayload["home"]>) => [string, string][];
  /** Who answers and when: the thank-you page's promise, word for word. */
  promise: (payload: VisitorConfirmationPayload, who: string) => string;
  card: {
    role: (role: string | null) => string;
    phone: string;
    email: string;
    speaks: (languages: readonly string[]) => string;
  };
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
    speaks: (languages) => `Speaks ${spokenList(languages)}`,
  },
  reply: "To add anything, reply to this e-mail.",
  footer:
    "You receive this e-mail because this address was entered in a form on our website. If that was not you, ignore it: we will not write again unless you answer.",
  when: (sentAt) => `${formatDayTime(sentAt)} (Boston time)`,
};

/** What the Chinese contact form's first question chose, as a sentence names it. */
const ABOUT_ZH: Record<LeadType, string> = {
  buyer: "买房",
  seller: "卖房",
  both: "买房和卖房",
  renter: "租房",
  investor: "房产投资",
  "team-applicant": "加入团队",
  other: "",
};

/** The Chinese pages' words; the promises are the Chinese thank-you's, from its catalogue. */
const { homeValueForm: homeWords, answer: homeAnswer } = CATALOGUES.homeValue["zh-Hans"];
const { languageNames } = CATALOGUES.team["zh-Hans"].teamPage;
const CHINESE: ConfirmationWords = {
  subject: {
    contact: "我们已收到您的留言",
    "home-value": "我们已收到您的市场分析申请",
  },
  greeting: "您好！",
  received: (payload, when) =>
    payload.form === "home-value"
      ? `感谢您的申请，我们已于${when} 收到：`
      : `感谢您的来信。我们已于${when} 收到您${ABOUT_ZH[payload.leadType] ? `关于${ABOUT_ZH[payload.leadType]}的` : "的"}留言。`,
  homeFacts: (home) => [
    ["您申请的是", "一份书面市场分析"],
    ["房屋", `${homeWords.propertyTypes[home.propertyType]}，邮政编码 ${home.zip}`],
    ["卖房时间", homeWords.timelines[home.timeline]],
  ],
  promise: (payload, who) =>
    payload.form === "home-value"
      ? `${who}会${homeAnswer.firstCall}致电或发邮件给您，并${homeAnswer.within}把书面分析发给您。`
      : `${who}会亲自回复您，${CATALOGUES.forms["zh-Hans"].contactThanks.when}。`,
  card: {
    role: (role) => (role ? `${role}，${site.name}` : site.name),
    phone: "电话：",
    email: "电子邮箱：",
    // The languages as the Chinese team page names them ('英语、普通话'), listed by Intl.
    speaks: (languages) =>
      `会说：${new Intl.ListFormat("zh-CN").format(languages.map((name) => languageNames[name] ?? name))}`,
  },
  reply: "如需补充任何内容，直接回复这封邮件即可。",
  footer:
    "您收到这封邮件，是因为有人在我们网站的表单中填写了这个地址。如果不是您本人，请忽略此邮件：除非您回复，我们不会再联系您。",
  when: (sentAt) =>
    `波士顿时间 ${formatDayIn("zh-Hans", sentAt)} ${formatTimeIn("zh-Hans", sentAt)}`,
};

const WORDS: Record<VisitorMailLanguage, ConfirmationWords> = {
  en: ENGLISH,
  "zh-Hans": CHINESE,
  "zh-Hant": inTraditional(CHINESE),
};

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
      ...(answerer.languages.length > 0 ? [words.card.speaks(answerer.languages)] : []),
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
