import { EMAIL_HINT_WORDS, emailHint } from "#domain/email-typo.ts";

/**
 * The hint under an e-mail field on an HTML-only page: when she leaves the field
 * (or pauses typing) with a domain close to a common one ("gmial.com"), the hint
 * asks "Did you mean gmail.com?". It never blocks the form. `root` holds the
 * field's input and an element marked `data-email-hint` (a polite live region).
 */
/** On the hint's live region under the e-mail field; its value is the hint's words ({domain}) in the page's language. */
export const EMAIL_HINT_ATTRIBUTE = "data-email-hint";

export default function enhance(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>("input[type=email]");
  const hint = root.querySelector<HTMLElement>(`[${EMAIL_HINT_ATTRIBUTE}]`);
  if (input && hint)
    showEmailHints(input, hint, hint.getAttribute(EMAIL_HINT_ATTRIBUTE) || EMAIL_HINT_WORDS);
}

/**
 * The hint's behaviour, given the field (anything with a value that fires its events), the
 * hint and its words ({domain}); `signal` ends it (a hydrated page's field that goes away).
 */
export function showEmailHints(
  input: EventTarget & { readonly value: string },
  hint: { textContent: string | null },
  words: string,
  signal?: AbortSignal,
): void {
  const update = () => {
    hint.textContent = emailHint(input.value, words);
  };
  input.addEventListener("blur", update, { signal });
  input.addEventListener("change", update, { signal });
  // While she corrects it, the hint goes away as soon as it no longer applies.
  input.addEventListener(
    "input",
    () => {
      if (hint.textContent && !emailHint(input.value)) hint.textContent = "";
    },
    { signal },
  );
}
