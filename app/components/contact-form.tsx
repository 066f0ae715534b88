import contactFormCheck from "#app/enhance/contact-form.ts?browser-module";
import { FOLLOW_UP_CONSENT_FIELD } from "#app/utils/forms/consent.ts";
import {
  CONTACT_MESSAGES,
  DEFAULT_LEAD_SOURCE,
  LEAD_SOURCES,
} from "#app/utils/forms/contact-options.ts";
import { useLeadForm } from "#app/utils/forms/use-lead-form.ts";
import { FollowUpConsent } from "./follow-up-consent.tsx";
import { Field } from "./ui/field.tsx";
import { LeadForm } from "./ui/lead-form.tsx";

// The schema (and zod) load when the visitor starts using the form, not with the page.
const loadContactSchema = () =>
  import("#app/utils/forms/contact-schema.ts").then((module) => module.ContactSchema);

/**
 * The contact form, posted to the route it is rendered in (home or /contact);
 * `message` starts the message box (text another page sent her here with).
 */
export function ContactForm({ message }: { message?: string } = {}) {
  const form = useLeadForm(loadContactSchema);
  const { bind, values } = form;
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First Name*"
          autoComplete="given-name"
          required
          maxLength={100}
          {...bind("first_name")}
        />
        <Field
          label="Last Name*"
          autoComplete="family-name"
          required
          maxLength={100}
          {...bind("last_name")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Email*"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          {...bind("email")}
        />
        <Field
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="(123) 456-7890"
          maxLength={30}
          {...bind("phone")}
        />
      </div>
      <Field
        label="How did you hear about us?*"
        {...bind("lead_source")}
        render={(control) => (
          <select {...control} required defaultValue={values.lead_source ?? DEFAULT_LEAD_SOURCE}>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        )}
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
