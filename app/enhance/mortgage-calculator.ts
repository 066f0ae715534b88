/**
 * The payment calculator's live update (/buyers/mortgage-calculator): as she
 * types, the same answer the server renders for the sent form
 * (app/utils/mortgage-calculator.ts, domain/mortgage.ts) is written into the
 * result, the bar and the pre-approval links, and the address bar keeps her
 * figures (bookmarkable, as the sent form's URL is). Without this module the
 * form is sent by GET and the server answers with the same page. The words are
 * the page's: the server writes its language's into CALCULATOR_WORDS_ATTRIBUTE.
 */
import {
  CALCULATOR_FIELDS,
  CALCULATOR_WORDS_ATTRIBUTE,
  type CalculatorLanguage,
  type CalculatorValues,
  type CalculatorView,
  calculate,
} from "#app/utils/mortgage-calculator.ts";

/** The form's current values, as the form would send them. */
export function readValues(form: HTMLFormElement): CalculatorValues {
  const data = new FormData(form);
  const values = {} as CalculatorValues;
  for (const field of CALCULATOR_FIELDS) values[field] = String(data.get(field) ?? "");
  return values;
}

/**
 * Writes an answer into the result drawn by the server. Only figures that can
 * be read are shown; while a field cannot be read the last answer stays, and
 * the field's message says what to correct.
 */
export function render(root: HTMLElement, view: CalculatorView) {
  const form = root.querySelector("form");
  for (const field of CALCULATOR_FIELDS) {
    const control = form?.elements.namedItem(field);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
    showError(control, view.ok ? undefined : view.errors[field]);
  }
  if (!view.ok) return;
  const total = root.querySelector("[data-total]");
  if (total) total.textContent = view.total;
  for (const row of view.rows) {
    const amount = root.querySelector(`[data-part="${row.part}"] [data-amount]`);
    if (amount) amount.textContent = row.amount;
    const bar = root.querySelector<HTMLElement>(`[data-bar="${row.part}"]`);
    if (bar) bar.style.width = `${row.share.toFixed(2)}%`;
  }
  const notes = { loan: view.loanNote, tax: view.taxNote, pmi: view.pmiNote };
  for (const [name, text] of Object.entries(notes)) {
    const note = root.querySelector(`[data-note="${name}"]`);
    if (note) note.textContent = text;
  }
  // Both pre-approval actions on the page carry the figures, not only the one in the result.
  for (const link of root.ownerDocument.querySelectorAll<HTMLAnchorElement>("[data-preapproval]")) {
    link.href = view.preApprovalHref;
  }
}

/**
 * A field's message, in the element the server draws below every field
 * (hidden while empty), wired as the server wires it (aria-invalid, aria-describedby).
 */
function showError(control: HTMLInputElement | HTMLSelectElement, message: string | undefined) {
  const id = `${control.id}-error`;
  const error = control.ownerDocument.getElementById(id);
  const describedBy = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((token) => token && token !== id);
  if (error) {
    error.textContent = message ?? "";
    error.hidden = !message;
  }
  if (message) {
    control.setAttribute("aria-invalid", "true");
    control.classList.replace("border-line", "border-red-700");
    describedBy.unshift(id);
  } else {
    control.removeAttribute("aria-invalid");
    control.classList.replace("border-red-700", "border-line");
  }
  if (describedBy.length) control.setAttribute("aria-describedby", describedBy.join(" "));
  else control.removeAttribute("aria-describedby");
}

export default function enhance(root: HTMLElement): void {
  const form = root.querySelector("form");
  const words = root.getAttribute(CALCULATOR_WORDS_ATTRIBUTE);
  // Without its words the page keeps the server's answer: the form still sends by GET.
  if (!form || !words) return;
  const language = JSON.parse(words) as CalculatorLanguage;
  const update = () => {
    const values = readValues(form);
    const view = calculate(values, language);
    render(root, view);
    if (view.ok) {
      const url = new URL(window.location.href);
      url.search = new URLSearchParams(values).toString();
      window.history.replaceState(window.history.state, "", url);
    }
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
}
