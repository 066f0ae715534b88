import { site } from "#content/site.ts";
import { dialablePhone } from "#domain/phone.ts";
import type { LeadDetail } from "#server/staff/lead-detail.ts";
import { LINK_BUTTON } from "./lead-card.ts";

/** A reply that quotes the lead's latest message, the way a mail program would. */
function replyHref(email: string, firstName: string, message: string | null) {
  const quoted = message ? `\n\n> ${message.split(/\r?\n/).join("\n> ")}` : "";
  const body = `Hi ${firstName},\n\n${quoted}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(
    `Your message to ${site.name}`,
  )}&body=${encodeURIComponent(body)}`;
}

/** Call, text or answer the lead, or download what the site holds about them. */
export function LeadActions({ person, submissions }: Pick<LeadDetail, "person" | "submissions">) {
  const latestMessage = submissions.find((submission) => submission.message)?.message ?? null;
  const phoneDigits = person.phone ? dialablePhone(person.phone) : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {phoneDigits && (
        <>
          <a className={LINK_BUTTON} href={`tel:${phoneDigits}`}>
            Call
          </a>
          <a className={LINK_BUTTON} href={`sms:${phoneDigits}`}>
            Text
          </a>
        </>
      )}
      <a className={LINK_BUTTON} href={replyHref(person.email, person.firstName, latestMessage)}>
        Reply by e-mail
      </a>
      <a className={LINK_BUTTON} href={`/staff/leads/${person.id}/data.json`} download>
        Download their data (JSON)
      </a>
    </div>
  );
}
