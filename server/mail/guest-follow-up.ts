import { brokerageLine, officeAddressLine, site } from "#content/site.ts";
import type { GuestFollowUpPayload } from "../db/schema.ts";
import { unsubscribeUrl } from "../follow-up.ts";
import { escapeHtml, type NotificationEmail } from "./lead-notification.ts";

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
 * facts, listing link and hosting member are named (decision 026).
 */
export function buildGuestFollowUp(
  payload: GuestFollowUpPayload,
  { siteUrl }: { siteUrl: string },
): NotificationEmail & { headers: Record<string, string> } {
  const house = payload.openHouse;
  const agent = house
    ? {
        name: house.host.name,
        role: "Your host",
        phone: { display: house.host.phone, e164: house.host.phoneE164 ?? "" },
        email: house.host.email,
      }
    : site.team.lead;
  const unsubscribe = unsubscribeUrl(siteUrl, payload.unsubscribeToken);
  const houseLines = house
    ? [
        "",
        house.address,
        house.when,
        ...(house.facts ? [house.facts] : []),
        ...(house.listingUrl ? [`The listing: ${house.listingUrl}`] : []),
      ]
    : [];
  const text = [
    "Hello,",
    "",
    house
      ? `Thank you for visiting our open house at ${house.address}. As you asked, I will e-mail you details about this home and similar homes.`
      : "Thank you for visiting our open house. As you asked, I will e-mail you details about this home and similar homes.",
    ...houseLines,
    "",
    "If you have a question in the meantime, call or text me.",
    "",
    agent.name,
    `${agent.role}, ${site.name}`,
    `Phone: ${agent.phone.display}`,
    `Email: ${agent.email}`,
    siteUrl,
    "",
    "--",
    `${brokerageLine}`,
    officeAddressLine,
    "You receive this e-mail because you asked for follow-up when you signed in at our open house.",
    `Unsubscribe: ${unsubscribe}`,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>Hello,</p>
<p>Thank you for visiting our open house${house ? ` at ${escapeHtml(house.address)}` : ""}. As you asked, I will e-mail you details about this home and similar homes. If you have a question in the meantime, call or text me.</p>
${
  house
    ? `<p><strong>${escapeHtml(house.address)}</strong><br>${escapeHtml(house.when)}${house.facts ? `<br>${escapeHtml(house.facts)}` : ""}${
        house.listingUrl ? `<br><a href="${escapeHtml(house.listingUrl)}">See the listing</a>` : ""
      }</p>`
    : ""
}
<p><strong>${escapeHtml(agent.name)}</strong><br>${escapeHtml(agent.role)}, ${escapeHtml(site.name)}<br>
Phone: <a href="tel:${escapeHtml(agent.phone.e164)}">${escapeHtml(agent.phone.display)}</a><br>
Email: <a href="mailto:${escapeHtml(agent.email)}">${escapeHtml(agent.email)}</a><br>
<a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a></p>
<hr style="border:0;border-top:1px solid #e7e5e4">
<p style="font-size:12px;color:#57534e">${escapeHtml(brokerageLine)}<br>${escapeHtml(officeAddressLine)}<br>
You receive this e-mail because you asked for follow-up when you signed in at our open house.
<a href="${escapeHtml(unsubscribe)}" style="color:#57534e">Unsubscribe</a></p>
</body></html>`;
  return {
    subject: house
      ? `Thank you for visiting ${house.address.split(",")[0]}`
      : "Thank you for visiting our open house",
    text,
    html,
    replyTo: agent.email,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
