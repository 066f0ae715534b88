import { useEffect, useRef } from "react";
import { ENHANCE_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { EMAIL_HINT_ATTRIBUTE, showEmailHints } from "#app/enhance/email-hint.ts";
import emailHintSrc from "#app/enhance/email-hint.ts?browser-module";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { Field } from "./field.tsx";

type EmailFieldProps = {
  label: string;
  name: string;
  defaultValue?: string;
  errors?: string[];
  autoFocus?: boolean;
  /** "off" on the kiosk's shared tablet, so a guest is never offered the last one's address. */
  autoComplete?: string;
  /** The hint's words ({domain}); the page's language's by default. */
  hintWords?: string;
};

/**
 * The e-mail field of every form a visitor fills in (contact, home-value request, event sign-in,
 * kiosk, a thank-you's correction), with a hint under it when the domain looks mistyped ("Did
 * you mean gmail.com?"). On an HTML-only page a browser module writes the hint
 * (app/enhance/email-hint.ts); on a hydrated one (the kiosk) the same function runs from an
 * effect, and a form reset for the next guest clears it. The hint never blocks the form: the
 * address may be right.
 */
export function EmailField({ autoComplete = "email", hintWords, ...props }: EmailFieldProps) {
  const root = useRef<HTMLDivElement>(null);
  const pageWords = CATALOGUES.forms[usePageLanguage()].emailCorrection.hint;
  const words = hintWords ?? pageWords;
  useEffect(() => {
    const input = root.current?.querySelector("input");
    const hint = root.current?.querySelector<HTMLElement>(`[${EMAIL_HINT_ATTRIBUTE}]`);
    if (!input || !hint) return;
    const stop = new AbortController();
    showEmailHints(input, hint, words, stop.signal);
    input.form?.addEventListener(
      "reset",
      () => {
        hint.textContent = "";
      },
      { signal: stop.signal },
    );
    return () => stop.abort();
  }, [words]);
  return (
    <div ref={root} {...{ [ENHANCE_ATTRIBUTE]: emailHintSrc }}>
      <Field
        {...props}
        render={(control) => (
          <>
            <input
              {...control}
              type="email"
              autoComplete={autoComplete}
              required
              maxLength={FIELD_MAX.email}
              defaultValue={props.defaultValue}
            />
            <p
              {...{ [EMAIL_HINT_ATTRIBUTE]: words }}
              aria-live="polite"
              className="mt-1.5 text-sm text-ink empty:mt-0"
            />
          </>
        )}
      />
    </div>
  );
}
