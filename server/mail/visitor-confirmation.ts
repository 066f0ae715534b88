import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { VisitorConfirmationPayload } from "../db/schema.ts";
import { type Block, type NotificationEmail, renderMail } from "./layout.tsx";

/** Who answers, as the mail's card shows her: a member, or the team when there is none. */
type Answerer = Pick<MemberCardData, "name" | "role" | "phone" | "email" | "languages">;

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
  const words = CATALOGUES.mails[payload.language].visitorConfirmation;
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
    lang: payload.language,
    blocks: [
      { kind: "paragraph", lines: [words.greeting] },
      {
        kind: "paragraph",
        lines: [
          words.received(payload.form, payload.leadType, words.when(new Date(payload.sentAt))),
        ],
      },
      ...(payload.home ? [{ kind: "facts" as const, rows: words.homeFacts(payload.home) }] : []),
      { kind: "paragraph", lines: [words.promise(payload.form, answerer.name), words.reply] },
      card,
    ],
    footer: [words.footer],
    replyTo: answerer.email,
  });
}
