import contactFormCheck from "#app/enhance/contact-form.ts?browser-module";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import { CONTACT_INTENTS, CONTACT_MESSAGES, LEAD_SOURCES } from "#domain/forms/contact-options.ts";
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
 * The contact form, posted to the route it is rendered in (home or /contact); `message`
 * starts the message box (text another page sent her here with). Once sent it gives way to
 * the thank-you (ContactThanks), the page the server answers the post with.
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
      label="Contact form"
      messages={CONTACT_MESSAGES}
      submitLabel="Send Message"
      busyLabel="Sending..."
      buttonClassName="btn-primary w-full sm:w-auto"
      enhance={contactFormCheck}
    >
      <ChoiceField
        label="What can we help you with?*"
        choices={CONTACT_INTENTS}
        placeholder="Choose one"
        required
        fallback={leadType}
        {...bind("lead_type")}
      />
      <PersonFields
        bind={bind}
        labels={{ first: "First Name*", last: "Last Name*" }}
        phonePlaceholder="(123) 456-7890"
      />
      <ChoiceField
        label="How did you hear about us? (optional)"
        choices={choicesOf(LEAD_SOURCES)}
        placeholder="Choose one (optional)"
        {...bind("lead_source")}
      />
      <Field
        label="Message*"
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
