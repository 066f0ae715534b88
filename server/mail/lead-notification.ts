import { site } from "#content/site.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { formatPhone } from "#domain/phone.ts";
import { propertyAddress, propertyFacts } from "#domain/property.ts";
import { answerLabel, SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";
import type { NotificationPayload } from "../db/schema.ts";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

// Header values must stay on one line whatever was stored (fields are validated, this is belt and braces).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const oneLine = (text: string) => text.replace(/[\r\n\u0000-\u001f\u007f]+/g, " ").trim();

export type NotificationEmail = { subject: string; text: string; html: string; replyTo: string };

/**
 * The team's e-mail about one lead: every field, in a text and an HTML part, and
 * a link to the lead's page (signing in on the way returns there).
 */
export function buildLeadNotification(
  payload: NotificationPayload,
  leadUrl?: string,
): NotificationEmail {
  const name = oneLine(`${payload.first_name} ${payload.last_name}`);
  const what =
    payload.kind === "sign-in"
      ? "Event sign-in"
      : payload.kind === "home-value"
        ? "Home value request"
        : "New contact message";
  const rows: [string, string][] = [
    ["Name", name],
    ["Email", payload.email],
    ["Phone", payload.phone ? formatPhone(payload.phone) : "(not given)"],
    ["Lead source", payload.lead_source],
    ...(payload.lead_type
      ? [["Looking to", LEAD_TYPE_LABELS[payload.lead_type]] as [string, string]]
      : []),
    // A home-value request's property, every fact under its label.
    ...(payload.property ? propertyFacts(payload.property) : []),
    // A sign-in's answers to the three questions, each under its short label.
    ...SIGN_IN_QUESTIONS.flatMap(({ name, summary }): [string, string][] =>
      payload.answers ? [[summary, answerLabel(name, payload.answers[name])]] : [],
    ),
  ];
  const message = payload.message;
  const text = [
    `${what} from ${name}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(message === undefined ? [] : ["", "Message:", message]),
    ...(leadUrl ? ["", `Open the lead: ${leadUrl}`] : []),
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917">
<h2 style="color:${site.colors.brand}">${escapeHtml(what)} from ${escapeHtml(name)}</h2>
<table cellpadding="6">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>${
    message === undefined
      ? ""
      : `<h3>Message</h3><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`
  }${
    leadUrl
      ? `<p><a href="${escapeHtml(leadUrl)}" style="color:${site.colors.brand};font-weight:bold">Open the lead in the workspace</a></p>`
      : ""
  }</body></html>`;
  return {
    // A seller's request is titled with the home's address: the team knows it at a glance.
    subject: oneLine(
      payload.property
        ? `${what}: ${propertyAddress(payload.property)}`
        : `${what}: ${name} (${payload.lead_source})`,
    ),
    text,
    html,
    replyTo: oneLine(payload.email),
  };
}
