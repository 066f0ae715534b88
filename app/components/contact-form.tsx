import contactFormCheck from "#app/enhance/contact-form.ts?browser-module";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import { CONTACT_INTENTS, LEAD_SOURCES } from "#domain/forms/contact-options.ts";
import type { ContactResult } from "#domain/forms/form-result.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { MemberCardData } from "#domain/team.ts";
import { ContactThanks } from "./contact-thanks.tsx";
import { FollowUpConsent } from "./follow-up-consent.tsx";
import { ChoiceField, choicesOf } from "./ui/choice-field.tsx";
import { Field } from "./ui/field.tsx";
import { LeadForm } from "./ui/lead-form.tsx";
import { PersonFields } from "./ui/person-fields.tsx";

/**
 * The contact form, posted to the route it is rendered in (home or /contact), in the page's
 * language (content/forms.ts); `message` starts the message box (text another page sent her
 * here with). Once sent it gives way to the thank-you (ContactThanks), the page the server
 * answers the post with.
 */
export function ContactForm({
  message,
  leadType,
}: {
  message?: string;
  /** The answer to "What can we help you with?" chosen for her (a page that sent her here). */
  leadType?: LeadType;
} = {}) {
  const form = useLeadFormAnswer();
  const { contactForm: words, contactErrors } = CATALOGUES.forms[usePageLanguage()];
  const { bind, values, result } = form;
  if (result?.status === "success") {
    const { leadType, member, correction } = result as Extract<
      ContactResult,
      { member: MemberCardData | null }
    >;
    return <ContactThanks leadType={leadType} member={member ?? null} correction={correction} />;
  }
  return (
    <LeadForm
      form={form}
      label={words.label}
      messages={words.outcome}
      submitLabel={words.submit}
      busyLabel={words.busy}
      buttonClassName="btn-primary w-full sm:w-auto"
      enhance={contactFormCheck}
      errorWords={contactErrors}
    >
      <ChoiceField
        label={words.leadType}
        choices={CONTACT_INTENTS.map(({ value }) => ({ value, label: words.intents[value] }))}
        placeholder={words.choose}
        required
        fallback={leadType}
        {...bind("lead_type")}
      />
      <PersonFields bind={bind} words={words.person} />
      <ChoiceField
        label={words.source}
        choices={choicesOf(LEAD_SOURCES, words.sources)}
        placeholder={words.chooseOptional}
        {...bind("lead_source")}
      />
      <Field
        label={words.message}
        {...bind("message")}
        render={(control) => (
          <textarea
            {...control}
            required
            rows={5}
            maxLength={5000}
            defaultValue={values.message ?? message}
          />
        )}
      />
      <FollowUpConsent
        form="contact"
        values={values}
        autoFocus={bind(FOLLOW_UP_CONSENT_FIELD).autoFocus}
      />
    </LeadForm>
  );
}
