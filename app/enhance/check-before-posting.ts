/**
 * The browser side of a lead form on an HTML-only page: the form posts as
 * HTML and the server answers with a page (the sent message, or the fields to
 * correct). Before it posts, this checks the fields with the form's own zod
 * schema, the one the route's action parses with, and shows the messages where
 * the server's page would (the markup of app/components/ui/field.tsx), so a
 * mistake costs no round trip. While the post is on its way the button says so
 * and takes no second press; a form in a section with an id is sent by the page
 * (send-in-page.ts), so a send that fails keeps what she typed. The page's answer to an
 * earlier post (sent, or failed) goes once she edits the form again.
 */
import type * as z from "zod/mini";
import { FIELD_ERROR_CLASS, fieldErrorId } from "#app/utils/forms/field-markup.ts";
import { type ErrorWords, wordedFieldErrors } from "#domain/forms/error-words.ts";
import { fieldErrors } from "#domain/forms/fields.ts";
import type { FieldErrors } from "#domain/forms/form-result.ts";
import { answerRegionOf, sendInPage } from "./send-in-page.ts";

/** On the submit button: what it says while the post is on its way. */
export const BUSY_LABEL_ATTRIBUTE = "data-busy-label";

/**
 * On a form in another language than its schema's: that language's messages (ErrorWords as
 * JSON), so the browser says what the server's page would, in the page's words.
 */
export const ERROR_WORDS_ATTRIBUTE = "data-error-words";

function errorWordsOf(form: HTMLFormElement): ErrorWords | null {
  const json = form.getAttribute(ERROR_WORDS_ATTRIBUTE);
  return json ? (JSON.parse(json) as ErrorWords) : null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The outcome of the post this page answers (app/components/ui/form-status.tsx). */
const NOTICE = "[data-notice]";

export function checkBeforePosting(form: HTMLFormElement, schema: z.ZodMiniType) {
  let sending = false;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.textContent ?? "";
  const words = errorWordsOf(form);
  /** Ready to send again: the button as it was before the press. */
  const ready = () => {
    sending = false;
    if (!button) return;
    button.textContent = label;
    button.disabled = false;
  };
  form.addEventListener("submit", (event) => {
    if (sending) return event.preventDefault();
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      event.preventDefault();
      showErrors(form, words ? wordedFieldErrors(parsed.error, words) : fieldErrors(parsed.error));
      return;
    }
    sending = true;
    const busy = button?.getAttribute(BUSY_LABEL_ATTRIBUTE);
    if (button && busy) button.textContent = busy;
    const region = answerRegionOf(form);
    if (!region) {
      // Disabled once the browser has taken this press: the post goes on, a second press does not.
      setTimeout(() => {
        if (button) button.disabled = true;
      });
      return;
    }
    event.preventDefault();
    if (button) button.disabled = true;
    void sendInPage(form, region).then((outcome) => {
      if (outcome === "failed") ready();
    });
  });
  form.addEventListener("input", (event) => {
    clearError(event.target as Control);
    form.querySelector(NOTICE)?.remove();
  });
  // Back to a page the browser kept after posting (the back-forward cache): ready to send again.
  addEventListener("pageshow", (event) => {
    if (event.persisted) ready();
  });
}

function controlNamed(form: HTMLFormElement, name: string): Control | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
}

/** Marks each control with a message as the server's page would, then takes her to the first. */
export function showErrors(form: HTMLFormElement, errors: FieldErrors) {
  let first: Control | null = null;
  for (const [name, messages] of Object.entries(errors)) {
    const control = controlNamed(form, name);
    if (!control || !messages?.length) continue;
    clearError(control);
    const message = document.createElement("p");
    message.id = fieldErrorId(control.id);
    message.className = FIELD_ERROR_CLASS;
    message.textContent = messages.join(" ");
    control.after(message);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", message.id);
    if (!first || first.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)
      first = control;
  }
  if (!first) return;
  first.focus({ preventScroll: true });
  const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The control's wrapper holds its label and message: centred, all three show.
  (first.parentElement ?? first).scrollIntoView({
    block: "center",
    behavior: reduceMotion ? "auto" : "smooth",
  });
}

/** Her edit answers the field's message: it goes. */
function clearError(control: Control) {
  if (control.getAttribute?.("aria-invalid") !== "true") return;
  document.getElementById(fieldErrorId(control.id))?.remove();
  control.removeAttribute("aria-invalid");
  control.removeAttribute("aria-describedby");
}
