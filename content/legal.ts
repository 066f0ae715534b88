/**
 * The words of the privacy and accessibility notices (the short notices every
 * page carries are in content/notices.ts).
 * Facts (names, addresses, e-mail addresses) come from content/site.ts. The
 * retention periods and the processors named here are placeholders the owner
 * confirms with counsel before launch.
 */
import { site } from "./site.ts";

export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };

/** The words every notice page ends with; `{email}` and `{date}` are filled in by the page. */
export const legalPage = {
  contact: "Contact",
  writeTo: "Write to us at {email}: we answer within 30 days, and usually much sooner.",
  updated: "Last updated {date}.",
  /** Where a translated notice says the English one binds (none on the English page). */
  binding: "",
};

export const privacyPolicy = {
  meta: {
    title: "Privacy Notice",
    description:
      "What our contact and open-house forms collect, why, who receives it, how long we keep it, and how to ask for a copy or deletion.",
  },
  title: "Privacy Notice",
  updated: "2026-11-28",
  intro: `${site.name} (part of ${site.brokerage.name}) runs this website. This notice says what our forms collect, why, who receives it, how long we keep it, and how to ask for a copy or deletion.`,
  sections: [
    {
      heading: "What the forms collect",
      paragraphs: [
        "The contact form asks for your first and last name, e-mail address, phone number (optional), how you heard about us and your message.",
        "The open-house sign-in asks for your first and last name, e-mail address and phone number (optional), and three optional questions: whether you work with an agent, whether you are pre-approved for a mortgage, and when you hope to move.",
        "If you save a search to get e-mails about new homes, we keep your e-mail address (and your name and phone, if you give them), the search, how often you want the e-mails and when you last opened one. When you open a home from one of those e-mails, we record which home and when, and our team sees it with your search.",
        "If you tick the follow-up box, we record that you agreed, the exact words next to the box, when, from which internet address, and on which form.",
        "Our server also keeps your internet address for a short time to stop abuse of the forms. We set no advertising or tracking cookies.",
      ],
    },
    {
      heading: "Where visits come from, and what is read",
      paragraphs: [
        "When you arrive, our server notes the page you landed on, the site that sent you (its name only, such as google.com) and any campaign tags in the link (such as utm_source). It keeps them in one cookie that holds only these and ends when you close your browser. If you send us a form during that visit, they are stored with it, so we know which of our posts, ads and printed signs bring people to us.",
        "To see which pages are read, our server counts each page view by day, page, referring site, campaign and kind of device (phone, tablet or computer). To count a visitor once a day, it uses a code made from your internet address and browser under a key that changes every day and is never stored; the code is deleted the next day. We keep no internet address or browser details for this, set no cookie for it, and run no tracking script. The daily counts are kept 25 months.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "To answer your message or follow up on the home you visited, and, only if you ticked the box, to e-mail you details about that home and similar homes. We never sell or rent your details.",
      ],
    },
    {
      heading: "Who receives it",
      paragraphs: [
        `Our team (${site.team.lead.name} and ${site.team.specialist.name}) and our brokerage, ${site.brokerage.name}. Our e-mail and hosting providers process it on our behalf and may not use it for anything else.`,
      ],
    },
    {
      heading: "How long we keep it",
      list: [
        "Messages and sign-ins: three years after our last contact with you (placeholder).",
        "Consent records: as long as we e-mail you, and three years after you unsubscribe, as proof of what you agreed to (placeholder).",
        "Unsubscribed addresses: for good, so that we never e-mail you a follow-up again.",
      ],
      paragraphs: [],
    },
    {
      heading: "Unsubscribing",
      paragraphs: [
        "Every follow-up e-mail has an unsubscribe link; one click on the button it opens stops all follow-up e-mail. Your mail program's own unsubscribe button works too.",
      ],
    },
    {
      heading: "A copy, a correction or deletion",
      paragraphs: [
        `E-mail ${site.privacyEmail} or write to us at the office address below. We answer within 30 days. We may need to keep a record that you asked us not to e-mail you.`,
      ],
    },
  ] satisfies LegalSection[],
};

export const accessibilityStatement = {
  meta: {
    title: "Accessibility",
    description:
      "The standard this website holds (WCAG 2.1 AA) and how to tell us about a barrier you meet.",
  },
  title: "Accessibility",
  updated: "2026-11-28",
  intro: `${site.name} wants everyone to be able to use this website, whatever device, browser or assistive technology they use.`,
  sections: [
    {
      heading: "The standard we hold",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page is checked with automated tests for contrast, labels, headings and keyboard use, and our forms work without JavaScript.",
      ],
    },
    {
      heading: "Report a barrier",
      paragraphs: [
        `If something on this site is hard or impossible for you to use, tell us: e-mail ${site.accessibilityEmail} or call ${site.phone.display}. Say which page and what happened; we reply within two business days and will give you the information another way in the meantime.`,
      ],
    },
  ] satisfies LegalSection[],
};
