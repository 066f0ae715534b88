import { CATALOGUES } from "#content/catalogues.ts";
import type { guestMail } from "#content/event.ts";
import { site } from "#content/site.ts";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import { propertyFacts } from "#domain/open-house.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { GuestFollowUpPayload } from "../db/schema.ts";
import { unsubscribeUrl } from "../follow-up.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";

/**
 * The thank-you to a guest who asked for follow-up at a sign-in: the agent's
 * name and phone, a link to the site. Like every e-mail to a guest it carries
 * the office's postal address and a one-click unsubscribe: the RFC 8058
 * headers (a mail program POSTs `List-Unsubscribe=One-Click` to the URL) and
 * the same link in the text, which opens a page with one button. It is written
 * in the language she signed in in (content/event.ts `guestMail`), its
 * unsubscribe page too.
 *
 * It goes to whatever address was typed, so it carries no text a stranger
 * chose: no first name in the greeting and no event name, which comes from
 * the sign-in link and anyone can write one. An open house the team created
 * (issue 31, `payload.openHouse`) is the team's own text: its address, time,
 * facts, listing link and hosting member are named (decision 026). At a named event, the mail
 * is signed by `member`: who the routing rule gives a guest (a buyer) to, found when it is sent
 * (server/team/promise.ts); without one, by the team.
 */
export function buildGuestFollowUp(
  payload: GuestFollowUpPayload,
  { siteUrl, member = null }: { siteUrl: string; member?: MemberCardData | null },
): NotificationEmail & { headers: Record<string, string> } {
  const language = payload.language ?? DEFAULT_LANGUAGE;
  const words = guestMailWords(language);
  const house = payload.openHouse;
  const agent = house
    ? {
        name: house.host.name,
        role: words.role.host,
        phone: { display: house.host.phone, e164: house.host.phoneE164 ?? "" },
        email: house.host.email,
      }
    : {
        name: member?.name ?? site.name,
        role: member?.role ?? words.role.team,
        phone: member?.phone ?? site.phone,
        email: member?.email ?? site.email,
      };
  const unsubscribe = unsubscribeUrl(siteUrl, payload.unsubscribeToken, language);
  const street = house?.address.split(",")[0] ?? "";
  // A row queued before the figures travelled has its facts in English only.
  const facts = house?.home
    ? propertyFacts(house.home, CATALOGUES.openHouses[language].openHouseCard.facts)
    : house?.facts;
  return {
    ...renderMail({
      lang: language,
      subject: house
        ? words.subject.openHouse.replace(
            "{street}",
            language === "en" ? (house.name ?? street) : street,
          )
        : words.subject.event,
      blocks: [
        { kind: "paragraph", lines: [words.greeting] },
        {
          kind: "paragraph",
          lines: [
            house ? words.thanks.openHouse.replace("{address}", house.address) : words.thanks.event,
          ],
        },
        ...(house
          ? [
              {
                kind: "paragraph" as const,
                lines: [
                  { strong: house.address },
                  house.startsAt && house.endsAt && words.when
                    ? words.when(new Date(house.startsAt), new Date(house.endsAt))
                    : house.when,
                  ...(facts ? [facts] : []),
                  ...(house.listingUrl ? [{ text: words.listing, href: house.listingUrl }] : []),
                ],
              },
            ]
          : []),
        { kind: "paragraph", lines: [words.question] },
        signature(words, agent, siteUrl),
      ],
      footer: guestMailFooter(words, unsubscribe),
      replyTo: agent.email,
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

type GuestMailWords = typeof guestMail;

/** Who signs a guest's mail: name, role with the team, phone, e-mail and the site. */
export const signature = (
  words: GuestMailWords,
  agent: {
    name: string;
    role: string | null;
    phone: { display: string; e164: string | null };
    email: string;
  },
  siteUrl: string,
) => ({
  kind: "paragraph" as const,
  lines: [
    { strong: agent.name },
    agent.role
      ? words.signature.replace("{role}", agent.role).replace("{team}", site.name)
      : site.name,
    [words.phone, { text: agent.phone.display, href: `tel:${agent.phone.e164 ?? ""}` }],
    [words.email, { text: agent.email, href: `mailto:${agent.email}` }],
    { text: siteUrl, href: siteUrl },
  ],
});

/** Why a guest gets mail from the team, and the link that stops it: under every guest mail. */
export const guestMailFooter = (words: GuestMailWords, unsubscribe: string) => [
  words.footer,
  { text: words.unsubscribe, href: unsubscribe },
];

/** The language of a guest's mail: the one she signed in in (English for rows before issue 40). */
export const guestMailWords = (language: Language | undefined) =>
  CATALOGUES.event[language ?? DEFAULT_LANGUAGE].guestMail;

/** RFC 8058 one-click unsubscribe: a mail program POSTs `List-Unsubscribe=One-Click` to the link. */
export const unsubscribeHeaders = (unsubscribe: string) => ({
  "List-Unsubscribe": `<${unsubscribe}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
