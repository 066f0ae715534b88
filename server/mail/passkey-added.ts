import { site } from "#content/site.ts";
import { formatDayTime } from "#domain/dates.ts";
import type { StaffPasskeyAddedPayload } from "../db/schema.ts";
import { escapeHtml, type NotificationEmail } from "./lead-notification.ts";

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
  const lines = [
    `A passkey was added to your ${site.name} workspace account: "${payload.passkey}", on ${when}.`,
    "",
    "If you added it, there is nothing to do.",
    "",
    "If you did not: open your account page, remove the passkey there, then use",
    `"Sign out everywhere" with "Also remove my passkeys" ticked: ${account}`,
    "Then tell the team lead: someone may have used your session.",
    "",
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>A passkey was added to your ${escapeHtml(site.name)} workspace account: “${escapeHtml(payload.passkey)}”, on ${escapeHtml(when)}.</p>
<p>If you added it, there is nothing to do.</p>
<p>If you did not: open <a href="${escapeHtml(account)}">your account page</a>, remove the passkey there, then use “Sign out everywhere” with “Also remove my passkeys” ticked. Then tell the team lead: someone may have used your session.</p>
</body></html>`;
  return {
    subject: `A passkey was added to your ${site.name} workspace account`,
    text: lines.join("\n"),
    html,
    replyTo: site.email,
  };
}
