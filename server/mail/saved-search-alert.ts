/**
 * A saved search's alert (issue 43 §2): the homes that came on the market or dropped their price,
 * as cards with photos and links to the site, in the language she saved the search in. Sent as
 * the agent, with RFC 8058 one-click unsubscribe headers, the brokerage's postal address (the
 * layout's footer, CAN-SPAM) and a link to change or stop her alerts. A payload without homes is
 * the 60-day question: does she still want them?
 */
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { type Language, pathIn } from "#domain/language.ts";
import { listingCounts, listingPrice } from "#domain/listing-view.ts";
import { inTraditional } from "#server/content/traditional.ts";
import type { AlertLinks } from "../alerts/alert-links.ts";
import type { AlertHome, SavedSearchAlertPayload } from "../db/schema.ts";
import { type MailHomeCard, type NotificationEmail, renderMail } from "./layout.tsx";

const SIMPLIFIED = {
  en: {
    subject: (count: number, first: string) =>
      count === 1 ? `A home for your search: ${first}` : `${count} homes for your search`,
    heading: "New homes and lower prices for your search",
    kinds: { new: "New on the market", "price-drop": "Price reduced" },
    photo: (address: string) => `Photo of ${address}`,
    manage: "Change or stop these alerts",
    why: `You get this mail because you saved a search on ${site.name} and confirmed your address.`,
    unsubscribe: "Unsubscribe",
    askSubject: "Do you still want homes for your search?",
    ask: "You have not opened these alerts for two months, so we have been sending them once a week. Would you like to keep them?",
    keep: "Yes, keep my alerts",
    stop: "If we do not hear from you within two weeks, we will stop sending them. You can save a search again at any time.",
  },
  "zh-Hans": {
    subject: (count: number, first: string) =>
      count === 1 ? `符合您搜索条件的房源：${first}` : `${count} 套房源符合您的搜索条件`,
    heading: "符合您搜索条件的新房源和降价房源",
    kinds: { new: "新上市", "price-drop": "已降价" },
    photo: (address: string) => `${address} 的照片`,
    manage: "修改或停止这些提醒",
    why: `您收到这封邮件，是因为您在 ${site.name} 保存了房源搜索并确认了邮箱。`,
    unsubscribe: "退订",
    askSubject: "您还需要这些房源提醒吗？",
    ask: "您已经两个月没有打开这些提醒了，所以我们改为每周发送一次。您还想继续收到吗？",
    keep: "是的，继续发送",
    stop: "如果两周内没有收到您的回复，我们将停止发送。您随时可以重新保存搜索。",
  },
} as const;

/** The Traditional mail is the Simplified one converted (docs/decisions/053). */
const WORDS = { ...SIMPLIFIED, "zh-Hant": inTraditional(SIMPLIFIED["zh-Hans"]) };

/** The address line of a card: the street where the MLS lets it be shown, then the town. */
const addressOf = (home: AlertHome) =>
  [home.street, home.town, home.zip ? `MA ${home.zip}` : null].filter(Boolean).join(", ");

function cardOf(home: AlertHome, language: Language, href: string): MailHomeCard {
  const words = WORDS[language];
  const copy = CATALOGUES.homes[language].homesPage;
  const address = addressOf(home);
  return {
    href,
    label: words.kinds[home.kind],
    price: home.price === null ? copy.priceOnRequest : listingPrice(home.price),
    address,
    counts: listingCounts(home, { beds: copy.beds, baths: copy.baths, squareFeet: copy.area }),
    office: home.office && copy.office(home.office),
    photo: home.photo && {
      url: home.photo.url,
      width: home.photo.width ?? 1024,
      height: home.photo.height ?? 768,
      alt: words.photo(address),
    },
  };
}

export type AlertMailContext = {
  siteUrl: string;
  links: AlertLinks;
  /** The agent the mail comes from (the buyer's lead goes to her). */
  agentName: string | null;
};

export function buildSavedSearchAlert(
  payload: SavedSearchAlertPayload,
  { links, agentName }: AlertMailContext,
): NotificationEmail {
  const { savedSearchId: id, language, homes } = payload;
  const words = WORDS[language];
  const unsubscribe = links.unsubscribe(id);
  const manage = { text: words.manage, href: links.manage(id) };
  const blocks =
    homes.length === 0
      ? [
          { kind: "paragraph", lines: [words.ask] } as const,
          { kind: "paragraph", lines: [{ text: words.keep, href: links.open(id, null) }] } as const,
          { kind: "paragraph", lines: [words.stop] } as const,
        ]
      : [
          { kind: "heading", text: words.heading } as const,
          {
            kind: "homes",
            items: homes.map((home) => cardOf(home, language, links.open(id, home.listingKey))),
          } as const,
        ];
  const email = renderMail({
    subject:
      homes.length === 0
        ? words.askSubject
        : words.subject(homes.length, addressOf(homes[0] as AlertHome)),
    lang: language,
    blocks: [...blocks, { kind: "paragraph", lines: [manage] }],
    footer: [words.why, { text: words.unsubscribe, href: unsubscribe }],
    replyTo: site.email,
  });
  return {
    ...email,
    headers: {
      // RFC 2369 and RFC 8058: a mailbox's own "unsubscribe" button posts to the https address.
      "List-Unsubscribe": `<${unsubscribe}>, <mailto:${site.email}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...(agentName && { fromName: `${agentName}, ${site.name}` }),
  };
}

/** The page a home's alert link leads to, in her language. */
export const alertHomePath = (home: Pick<AlertHome, "path">, language: Language) =>
  pathIn(language, home.path);
