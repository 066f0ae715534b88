import showingFormCheck from "#app/enhance/showing-form.ts?browser-module";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import { PRE_APPROVAL_ANSWERS, PRE_APPROVAL_LABELS } from "#domain/forms/showing-schema.ts";
import { FollowUpConsent } from "../follow-up-consent.tsx";
import { ChoiceField, choicesOf } from "../ui/choice-field.tsx";
import { Field } from "../ui/field.tsx";
import { LeadForm } from "../ui/lead-form.tsx";
import { PersonFields } from "../ui/person-fields.tsx";

/** The form's words, in one place (the Chinese catalogue takes them over, issue 40). */
export const SHOWING_COPY = {
  heading: "Request a showing",
  intro: "Tell us when you would like to see it. We confirm a time with you, usually the same day.",
  label: "Request a showing",
  times: "Preferred days and times*",
  timesHint: "Saturday morning, or a weekday after 5 pm",
  preApproved: "Are you pre-approved? (optional)",
  preApprovedPlaceholder: "Choose one (optional)",
  message: "Message (optional)",
  submit: "Request a showing",
  busy: "Sending...",
  messages: {
    success: "Thank you! We will be in touch to confirm your showing.",
    failure: "Failed to send your request. Please try again later.",
  },
  thanks: (who: string) => `${who} will call or e-mail you to set the time.`,
} as const;

/**
 * "Request a showing": a plain form posted to the listing page's action (it works without
 * JavaScript); in its section with an id, the page sends it in place (send-in-page.ts) once
 * the browser module has checked it. Sent, it gives way to the thank-you.
 */
export function ShowingForm({ memberName }: { memberName: string }) {
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
        <p className="font-display text-xl text-ink">{SHOWING_COPY.messages.success}</p>
        <p className="mt-2 text-ink">{SHOWING_COPY.thanks(memberName)}</p>
      </div>
    );
  }
  return (
    <LeadForm
      form={form}
      label={SHOWING_COPY.label}
      messages={SHOWING_COPY.messages}
      submitLabel={SHOWING_COPY.submit}
      busyLabel={SHOWING_COPY.busy}
      enhance={showingFormCheck}
    >
      <Field
        label={SHOWING_COPY.times}
        placeholder={SHOWING_COPY.timesHint}
        required
        maxLength={500}
        {...bind("preferred_times")}
      />
      <PersonFields bind={bind} words={CATALOGUES.forms.en.contactForm.person} />
      <ChoiceField
        label={SHOWING_COPY.preApproved}
        choices={choicesOf(PRE_APPROVAL_ANSWERS, PRE_APPROVAL_LABELS)}
        placeholder={SHOWING_COPY.preApprovedPlaceholder}
        {...bind("pre_approved")}
      />
      <Field
        label={SHOWING_COPY.message}
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
