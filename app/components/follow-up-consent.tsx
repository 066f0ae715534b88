import {
  FOLLOW_UP_CONSENT,
  FOLLOW_UP_CONSENT_FIELD,
  FOLLOW_UP_CONSENT_VALUE,
} from "#domain/forms/consent.ts";
import type { LeadFormName } from "#domain/lead.ts";

/**
 * The follow-up checkbox, never ticked in advance: its words are the versioned
 * wording the server records with the consent, so they are read from there.
 */
export function FollowUpConsent({
  form,
  values,
  autoFocus,
}: {
  form: LeadFormName;
  values: Record<string, string>;
  /** The page opens on the box (the server's answer to a post that sent it a bad value). */
  autoFocus?: boolean;
}) {
  return (
    // The recorded wording is English (its version is stored with the consent): `lang` says so on a Chinese page.
    <label lang="en" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={FOLLOW_UP_CONSENT_FIELD}
        value={FOLLOW_UP_CONSENT_VALUE}
        defaultChecked={values[FOLLOW_UP_CONSENT_FIELD] === FOLLOW_UP_CONSENT_VALUE}
        // biome-ignore lint/a11y/noAutofocus: only on the server's answer to the visitor's own post
        autoFocus={autoFocus}
        className="size-5 shrink-0 accent-brand"
      />
      {FOLLOW_UP_CONSENT[form].text}
    </label>
  );
}
