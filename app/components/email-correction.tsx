import { useFormAction } from "react-router";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { emailHint, suggestEmailDomain } from "#domain/email-typo.ts";
import {
  EMAIL_CORRECTION_INTENT,
  type EmailCorrectionState,
} from "#domain/forms/email-correction-schema.ts";
import { EmailField } from "./ui/email-field.tsx";

/** Her address with the domain she probably meant ("sam@gmial.com" → "sam@gmail.com"). */
function suggestedAddress(email: string) {
  const domain = suggestEmailDomain(email);
  return domain ? `${email.slice(0, email.lastIndexOf("@") + 1)}${domain}` : email;
}

/**
 * On a thank-you page: the address we will write to, and one field and one button to correct
 * it, a plain form posted to the page's own action (no JavaScript needed). It is open when the
 * address looks mistyped, with the likely address filled in; otherwise one click away. `who`
 * is whom she can call instead when the page can no longer change it. In the page's language.
 */
export function EmailCorrection({ state, who }: { state: EmailCorrectionState; who: string }) {
  const action = useFormAction();
  const words = CATALOGUES.forms[usePageLanguage()].emailCorrection;
  const { email, token, outcome } = state;
  const hint = email ? emailHint(email, words.hint) : "";
  return (
    <div className="grid gap-3" data-email-correction="">
      {outcome === "corrected" ? (
        <p
          role="status"
          // biome-ignore lint/a11y/noAutofocus: the server's answer to her own correction
          autoFocus
          tabIndex={-1}
          className="rounded-sm border-l-4 border-emerald-700 bg-emerald-50 p-4 text-ink focus:outline-none"
        >
          {interpolate(words.corrected, { email: <strong>{email}</strong> })}
        </p>
      ) : email ? (
        <p className="text-muted" data-email-echo="">
          {interpolate(words.writeTo, { email: <strong className="text-ink">{email}</strong> })}
          {hint ? ` ${hint}` : ""}
        </p>
      ) : null}
      {outcome === "refused" || outcome === "rate-limited" ? (
        <p
          role="alert"
          // biome-ignore lint/a11y/noAutofocus: the server's answer to her own correction
          autoFocus
          tabIndex={-1}
          className="text-red-800 focus:outline-none"
        >
          {outcome === "refused" ? interpolate(words.refused, { who }) : words.rateLimited}
        </p>
      ) : null}
      {token ? (
        <details open={Boolean(hint) || outcome === "invalid" || outcome === "rate-limited"}>
          <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-brand">
            {words.open}
          </summary>
          <form method="post" action={action} className="mt-2 grid gap-3 sm:max-w-md">
            <input type="hidden" name="intent" value={EMAIL_CORRECTION_INTENT} />
            <input type="hidden" name="token" value={token} />
            <EmailField
              label={words.field}
              name="email"
              defaultValue={state.typed ?? (email && hint ? suggestedAddress(email) : email)}
              errors={state.errors}
              autoFocus={outcome === "invalid" || undefined}
            />
            <div>
              <button type="submit" className="btn-outline">
                {words.submit}
              </button>
            </div>
          </form>
        </details>
      ) : null}
    </div>
  );
}
