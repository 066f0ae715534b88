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
import type { AlertLinks } from "../alerts/alert-links.ts";
import type { AlertHome, SavedSearchAlertPayload } from "../db/schema.ts";
import { type MailHomeCard, type NotificationEmail, renderMail } from "./layout.tsx";

/** The address line of a card: the street where the MLS lets it be shown, then the town. */
const addressOf = (home: AlertHome) =>
  [home.street, home.town, home.zip ? `MA ${home.zip}` : null].filter(Boolean).join(", ");

function cardOf(home: AlertHome, language: Language, href: string): MailHomeCard {
  const words = CATALOGUES.mails[language].savedSearchAlert;
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
  const words = CATALOGUES.mails[language].savedSearchAlert;
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
