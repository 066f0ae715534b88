import { ArrowRight } from "lucide";
import { Link, useLocation } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { contactAnswer, contactNextReadFor } from "#content/next-steps.ts";
import { site } from "#content/site.ts";
import { CONTACT_MESSAGES } from "#domain/forms/contact-options.ts";
import type { EmailCorrectionState } from "#domain/forms/email-correction-schema.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { MemberCardData } from "#domain/team.ts";
import { EmailCorrection } from "./email-correction.tsx";
import { MemberCard } from "./member-card.tsx";

/**
 * What a sent contact message opens, in place of the form: the specification's words first,
 * then who answers and when, her card,
 * and one thing to read meanwhile, chosen by what the visitor said she wants. Who answers is
 * the member the routing rule gives her message to (the action finds her); without a team in
 * the database, the team. The server answers the post with this page, which opens on the thank-you
 * (after she corrected her address, on that answer). Under it, the address we write to, to correct.
 */
export function ContactThanks({
  leadType = "other",
  member,
  correction,
}: {
  leadType?: LeadType;
  member: MemberCardData | null;
  correction?: EmailCorrectionState;
}) {
  const who = member?.name ?? "Our team";
  const next = contactNextReadFor[leadType];
  const { pathname } = useLocation();
  return (
    // English on every page until the thank-you has its Chinese twin: `lang` says so.
    <div lang="en" className="grid gap-6" data-answer="success">
      <div
        role="status"
        // biome-ignore lint/a11y/noAutofocus: it is the server's answer to the visitor's own post
        autoFocus={!correction?.outcome}
        tabIndex={-1}
        className="scroll-mt-header rounded-sm border-l-4 border-emerald-700 bg-emerald-50 p-5 focus:outline-none"
      >
        <p className="font-display text-2xl text-ink">{CONTACT_MESSAGES.success}</p>
        <p className="mt-2 leading-relaxed text-ink">
          {who} will answer you personally, {contactAnswer.when}.
        </p>
      </div>
      {correction ? <EmailCorrection state={correction} who={who} /> : null}
      <div>
        <h3 className="text-xl">What happens next</h3>
        <ol className="mt-3 grid list-decimal gap-2 pl-6 leading-relaxed text-muted">
          <li>{who} reads your message and replies by e-mail or phone.</li>
          <li>If it helps, we set up a short call or meet at our office in {site.office.city}.</li>
          <li>You get a plan for your next step: no obligation.</li>
        </ol>
      </div>
      {member ? <MemberCard member={member} note="Answers your message" /> : null}
      <div className="flex flex-wrap items-center gap-4">
        <Link to={next.href} className="btn-primary">
          {next.label} <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
        {/* A new URL (the query), so the browser loads the page's form again and opens on it. */}
        <a href={`${pathname}?another=1#contact`} className="btn-outline">
          Send another message
        </a>
      </div>
    </div>
  );
}
