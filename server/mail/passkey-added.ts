import { site } from "#content/site.ts";
import { formatDayTime } from "#domain/dates.ts";
import type { StaffPasskeyAddedPayload } from "../db/schema.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";

/**
 * Tells a member a passkey was added to her workspace account, and how to
 * remove it if she did not add it: a passkey outlives every session, so one
 * planted with a stolen session must not go unnoticed.
 */
export function buildPasskeyAdded(
  payload: StaffPasskeyAddedPayload,
  { siteUrl }: { siteUrl: string },
): NotificationEmail {
  const account = `${siteUrl}/staff/account`;
  const when = `${formatDayTime(new Date(payload.addedAt))} (Boston time)`;
  return renderMail({
    subject: `A passkey was added to your ${site.name} workspace account`,
    blocks: [
      {
        kind: "paragraph",
        lines: [
          `A passkey was added to your ${site.name} workspace account: "${payload.passkey}", on ${when}.`,
        ],
      },
      { kind: "paragraph", lines: ["If you added it, there is nothing to do."] },
      {
        kind: "paragraph",
        lines: [
          'If you did not: open your account page, remove the passkey there, then use "Log out everywhere" with "Also remove my passkeys" ticked. Then tell the team lead: someone may have used your session.',
          { text: "Your account page", href: account },
        ],
      },
    ],
    replyTo: site.email,
  });
}
