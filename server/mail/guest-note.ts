import { DEFAULT_LANGUAGE } from "#domain/language.ts";
import type { GuestNotePayload } from "../db/schema.ts";
import { unsubscribeUrl } from "../follow-up.ts";
import {
  guestMailFooter,
  guestMailWords,
  signature,
  unsubscribeHeaders,
} from "./guest-follow-up.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";
import { oneLine } from "./lead-notification.ts";

/**
 * A member's note to one guest of an open house: "Hello <her first name>," and the member's
 * words, signed with her card, replies to her. Like every guest mail it carries the office's
 * postal address, the reason she gets it and a one-click unsubscribe. The member's words go as
 * written; the greeting, card and footer are in the language she signed in in.
 */
export function buildGuestNote(
  payload: GuestNotePayload,
  { siteUrl }: { siteUrl: string },
): NotificationEmail & { headers: Record<string, string> } {
  const language = payload.language ?? DEFAULT_LANGUAGE;
  const words = guestMailWords(language);
  const unsubscribe = unsubscribeUrl(siteUrl, payload.unsubscribeToken, language);
  const { from } = payload;
  const firstName = oneLine(payload.firstName);
  // A blank line starts a paragraph; a single line break stays a line break.
  const paragraphs = payload.message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
  return {
    ...renderMail({
      lang: language,
      subject: oneLine(payload.subject),
      blocks: [
        {
          kind: "paragraph",
          lines: [firstName ? words.greetingNamed.replace("{name}", firstName) : words.greeting],
        },
        ...paragraphs.map((lines) => ({ kind: "paragraph" as const, lines })),
        signature(
          words,
          {
            name: from.name,
            role: null,
            phone: { display: from.phone, e164: from.phoneE164 },
            email: from.email,
          },
          siteUrl,
        ),
      ],
      footer: guestMailFooter(words, unsubscribe),
      replyTo: from.email,
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
