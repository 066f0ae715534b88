/**
 * A form sent by its page instead of by a navigation: a lead form once the browser's check has
 * passed (check-before-posting.ts), the QR generator's request (qr-form.ts). Sent as a navigation, a post that never gets an answer (no
 * connection, a timeout) or gets a proxy's error page leaves her on the browser's error screen
 * with what she typed gone. Sent from the page, such a failure leaves the form as it was: every
 * value, the form's own failure words in its status (the notice its page carries in a
 * template), the button ready for another try (the form token makes a retry of a post that did
 * arrive store once). An answer from the app to a post takes the place of the form's section as
 * the server's page would show it: the thank-you, or the fields to correct; a redirect is
 * followed, and a question (a GET form) is opened at its address once it is known to answer.
 * Without JavaScript the form posts as HTML and the server's page says the same.
 */
import { loadBrowserModules } from "./browser-modules.ts";

/** How long a send may take before she is told it failed: a phone on a weak signal, with room to spare. */
export const SEND_TIMEOUT_MS = 20_000;

/** In the form: the notice to show when a send fails, as its page renders it. */
const SEND_FAILURE_TEMPLATE = "template[data-send-failure]";

/** The part of the page the server's answer replaces: the form's section, found by its id. */
export const answerRegionOf = (form: HTMLFormElement) => form.closest<HTMLElement>("section[id]");

type Outcome = "answered" | "failed";

export async function sendInPage(form: HTMLFormElement, region: HTMLElement): Promise<Outcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  try {
    // As the browser sends the form (its fields are text): URL-encoded, in the body or the query.
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === "string") fields.append(name, value);
    const asked = form.method === "get" ? `${form.action}?${fields}` : undefined;
    const response = asked
      ? await fetch(asked, { signal: abort.signal })
      : await fetch(form.action, { method: "POST", body: fields, signal: abort.signal });
    if (response.status >= 500) return showFailure(form);
    // Stored, and sent on to its own page (an open house's thank-you): the browser opens it.
    if (response.redirected) {
      location.assign(response.url);
      return "answered";
    }
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    const replacement = answer.getElementById(region.id);
    // Not the app's page (a proxy's, a login wall's): nothing of hers was taken in.
    if (replacement?.tagName !== region.tagName) return showFailure(form);
    // A question (GET) is asked again by the browser, at its own address, as without
    // JavaScript: a prerendered page carries only its own CSS rules, not those of the answer.
    if (asked) {
      location.assign(asked);
      return "answered";
    }
    const fresh = document.importNode(replacement, true);
    region.replaceWith(fresh);
    // The page the server answers with opens on its outcome (autofocus), and so does this.
    fresh.querySelector<HTMLElement>("[autofocus]")?.focus();
    loadBrowserModules(fresh);
    return "answered";
  } catch {
    return showFailure(form);
  } finally {
    clearTimeout(timer);
  }
}

function showFailure(form: HTMLFormElement): Outcome {
  const notice = form.querySelector<HTMLTemplateElement>(SEND_FAILURE_TEMPLATE)?.content;
  const status = form.querySelector(":scope > [role=status]");
  if (notice && status) status.replaceChildren(notice.cloneNode(true));
  return "failed";
}
