import { site } from "#content/site.ts";
import type { GuestNotePayload } from "../db/schema.ts";
import { unsubscribeUrl } from "../follow-up.ts";
import { guestMailFooter, unsubscribeHeaders } from "./guest-follow-up.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";
import { oneLine } from "./lead-notification.ts";

/**
 * A member's note to one guest of an open house: "Hello <her first name>," and the member's
 * words, signed with her card, replies to her. Like every guest mail it carries the office's
 * postal address, the reason she gets it and a one-click unsubscribe.
 */
export function buildGuestNote(
  payload: GuestNotePayload,
  { siteUrl }: { siteUrl: string },
): NotificationEmail & { headers: Record<string, string> } {
  const unsubscribe = unsubscribeUrl(siteUrl, payload.unsubscribeToken);
  const { from } = payload;
  const firstName = oneLine(payload.firstName);
  // A blank line starts a paragraph; a single line break stays a line break.
  const paragraphs = payload.message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
  return {
    ...renderMail({
      subject: oneLine(payload.subject),
      blocks: [
        { kind: "paragraph", lines: [firstName ? `Hello ${firstName},` : "Hello,"] },
        ...paragraphs.map((lines) => ({ kind: "paragraph" as const, lines })),
        {
          kind: "paragraph",
          lines: [
            { strong: from.name },
            site.name,
            ["Phone: ", { text: from.phone, href: `tel:${from.phoneE164}` }],
            ["Email: ", { text: from.email, href: `mailto:${from.email}` }],
            { text: siteUrl, href: siteUrl },
          ],
        },
      ],
      footer: guestMailFooter(unsubscribe),
      replyTo: from.email,
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
