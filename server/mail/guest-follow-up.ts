import { site } from "#content/site.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { GuestFollowUpPayload } from "../db/schema.ts";
import { unsubscribeUrl } from "../follow-up.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";

/**
 * The thank-you to a guest who asked for follow-up at a sign-in: the agent's
 * name and phone, a link to the site. Like every e-mail to a guest it carries
 * the office's postal address and a one-click unsubscribe: the RFC 8058
 * headers (a mail program POSTs `List-Unsubscribe=One-Click` to the URL) and
 * the same link in the text, which opens a page with one button.
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
  const house = payload.openHouse;
  const agent = house
    ? {
        name: house.host.name,
        role: "Your host",
        phone: { display: house.host.phone, e164: house.host.phoneE164 ?? "" },
        email: house.host.email,
      }
    : {
        name: member?.name ?? site.name,
        role: member?.role ?? "Your agents",
        phone: member?.phone ?? site.phone,
        email: member?.email ?? site.email,
      };
  const unsubscribe = unsubscribeUrl(siteUrl, payload.unsubscribeToken);
  const thanks = house
    ? `Thank you for visiting our open house at ${house.address}.`
    : "Thank you for visiting our open house.";
  return {
    ...renderMail({
      subject: house
        ? `Thank you for visiting ${house.name ?? house.address.split(",")[0]}`
        : "Thank you for visiting our open house",
      blocks: [
        { kind: "paragraph", lines: ["Hello,"] },
        {
          kind: "paragraph",
          lines: [
            `${thanks} As you asked, I will e-mail you details about this home and similar homes.`,
          ],
        },
        ...(house
          ? [
              {
                kind: "paragraph" as const,
                lines: [
                  { strong: house.address },
                  house.when,
                  ...(house.facts ? [house.facts] : []),
                  ...(house.listingUrl
                    ? [{ text: "See the listing", href: house.listingUrl }]
                    : []),
                ],
              },
            ]
          : []),
        { kind: "paragraph", lines: ["If you have a question in the meantime, call or text me."] },
        {
          kind: "paragraph",
          lines: [
            { strong: agent.name },
            `${agent.role}, ${site.name}`,
            ["Phone: ", { text: agent.phone.display, href: `tel:${agent.phone.e164}` }],
            ["Email: ", { text: agent.email, href: `mailto:${agent.email}` }],
            { text: siteUrl, href: siteUrl },
          ],
        },
      ],
      footer: guestMailFooter(unsubscribe),
      replyTo: agent.email,
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** Why a guest gets mail from the team, and the link that stops it: under every guest mail. */
export const guestMailFooter = (unsubscribe: string) => [
  "You receive this e-mail because you asked for follow-up when you signed in at our open house.",
  { text: "Unsubscribe", href: unsubscribe },
];

/** RFC 8058 one-click unsubscribe: a mail program POSTs `List-Unsubscribe=One-Click` to the link. */
export const unsubscribeHeaders = (unsubscribe: string) => ({
  "List-Unsubscribe": `<${unsubscribe}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
