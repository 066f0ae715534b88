import {
  FOLLOW_UP_CONSENT,
  FOLLOW_UP_CONSENT_FIELD,
  FOLLOW_UP_CONSENT_VALUE,
} from "#app/utils/forms/consent.ts";
import type { LeadFormName } from "#app/utils/forms/lead.ts";

/**
 * The follow-up checkbox, never ticked in advance: its words are the versioned
 * wording the server records with the consent, so they are read from there.
 */
export function FollowUpConsent({
  form,
  values,
}: {
  form: LeadFormName;
  values: Record<string, string>;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={FOLLOW_UP_CONSENT_FIELD}
        value={FOLLOW_UP_CONSENT_VALUE}
        defaultChecked={values[FOLLOW_UP_CONSENT_FIELD] === FOLLOW_UP_CONSENT_VALUE}
        className="size-5 shrink-0 accent-brand"
      />
      {FOLLOW_UP_CONSENT[form].text}
    </label>
  );
}
