import showingFormCheck from "#app/enhance/showing-form.ts?browser-module";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import { PRE_APPROVAL_ANSWERS } from "#domain/forms/showing-schema.ts";
import { FollowUpConsent } from "../follow-up-consent.tsx";
import { ChoiceField, choicesOf } from "../ui/choice-field.tsx";
import { Field } from "../ui/field.tsx";
import { LeadForm } from "../ui/lead-form.tsx";
import { PersonFields } from "../ui/person-fields.tsx";

/**
 * The form's English words, for app/routes/mls-home.tsx until it reads
 * `CATALOGUES.listing[language].showingForm` (its page turns Chinese on another branch).
 */

/**
 * "Request a showing": a plain form posted to the listing page's action (it works without
 * JavaScript); in its section with an id, the page sends it in place (send-in-page.ts) once
 * the browser module has checked it. Sent, it gives way to the thank-you. In the page's
 * language (content/listing.ts), its errors too; the lead the team gets stays in English.
 * `memberName`: who calls her back, the team when the home names no member.
 */
export function ShowingForm({ memberName }: { memberName: string | null }) {
  const language = usePageLanguage();
  const { showingForm: COPY, showingErrors } = CATALOGUES.listing[language];
  const form = useLeadFormAnswer();
  const { bind, values, result } = form;
  if (result?.status === "success") {
    return (
      <div
        role="status"
        // biome-ignore lint/a11y/noAutofocus: it is the server's answer to the visitor's own post
        autoFocus
        tabIndex={-1}
        className="scroll-mt-header rounded-sm border-l-4 border-emerald-700 bg-emerald-50 p-5 focus:outline-none"
        data-answer="success"
      >
        <p className="font-display text-xl text-ink">{COPY.outcome.success}</p>
        <p className="mt-2 text-ink">{COPY.thanks(memberName ?? COPY.ourTeam)}</p>
      </div>
    );
  }
  return (
    <LeadForm
      form={form}
      label={COPY.label}
      messages={COPY.outcome}
      submitLabel={COPY.submit}
      busyLabel={COPY.busy}
      enhance={showingFormCheck}
      errorWords={showingErrors}
    >
      <Field
        label={COPY.times}
        placeholder={COPY.timesHint}
        required
        maxLength={500}
        {...bind("preferred_times")}
      />
      <PersonFields bind={bind} words={CATALOGUES.forms[language].contactForm.person} />
      <ChoiceField
        label={COPY.preApproved}
        choices={choicesOf(PRE_APPROVAL_ANSWERS, COPY.preApprovedAnswers)}
        placeholder={COPY.preApprovedPlaceholder}
        {...bind("pre_approved")}
      />
      <Field
        label={COPY.message}
        {...bind("message")}
        render={(control) => <textarea {...control} rows={3} maxLength={5000} />}
      />
      <FollowUpConsent
        form="showing"
        values={values}
        autoFocus={bind(FOLLOW_UP_CONSENT_FIELD).autoFocus}
      />
    </LeadForm>
  );
}
