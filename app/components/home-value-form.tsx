import { FollowUpConsent } from "#app/components/follow-up-consent.tsx";
import homeValueFormCheck from "#app/enhance/home-value-form.ts?browser-module";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { areas } from "#content/areas.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import {
  CONTACT_TIME_LABELS,
  CONTACT_TIMES,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_FIELD_MAX,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SELL_TIMELINE_LABELS,
  SELL_TIMELINES,
} from "#domain/property.ts";
import { ChoiceField, choicesOf } from "./ui/choice-field.tsx";
import { Field } from "./ui/field.tsx";
import { LeadForm } from "./ui/lead-form.tsx";
import { PersonFields } from "./ui/person-fields.tsx";

const MESSAGES = {
  success: "Your request is in.",
  failure: "Your request could not be sent. Please try again in a minute, or call us.",
};

const TOWN_LIST_ID = "home-value-towns";

/**
 * The home-value request: the home first, then the person. A plain form posted
 * to /sellers/home-value; the page is HTML-only, so what it shows after a post
 * is the server's answer (errors at their fields, or the thank-you page).
 */
export function HomeValueForm() {
  const form = useLeadFormAnswer();
  const { bind, values } = form;
  const legend = "mb-1 font-display text-2xl text-ink";
  return (
    <LeadForm
      form={form}
      label="Home value request"
      messages={MESSAGES}
      submitLabel="Request my market analysis"
      busyLabel="Sending..."
      buttonClassName="btn-primary w-full sm:w-auto"
      className="gap-8"
      enhance={homeValueFormCheck}
    >
      <fieldset className="grid gap-5">
        <legend className={legend}>Your home</legend>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Field
            label="Street address*"
            autoComplete="address-line1"
            required
            maxLength={PROPERTY_FIELD_MAX.street}
            placeholder="12 Elm Street"
            {...bind("street")}
          />
          <Field
            label="Unit (optional)"
            autoComplete="address-line2"
            maxLength={PROPERTY_FIELD_MAX.unit}
            {...bind("unit")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Field
            label="Town*"
            autoComplete="address-level2"
            required
            maxLength={PROPERTY_FIELD_MAX.town}
            list={TOWN_LIST_ID}
            {...bind("town")}
          />
          <Field
            label="ZIP code*"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={PROPERTY_FIELD_MAX.zip}
            placeholder="02458"
            {...bind("zip")}
          />
        </div>
        {/* The towns we serve, offered as she types; any other town is fine too. */}
        <datalist id={TOWN_LIST_ID}>
          {areas.map((area) => (
            <option key={area.id} value={area.name} />
          ))}
        </datalist>
        <ChoiceField
          label="Property type*"
          choices={choicesOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS)}
          placeholder="Choose one"
          required
          {...bind("property_type")}
        />
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
          <Field label="Bedrooms" inputMode="numeric" maxLength={12} {...bind("bedrooms")} />
          <Field
            label="Bathrooms"
            inputMode="decimal"
            maxLength={12}
            placeholder="e.g. 2.5"
            {...bind("bathrooms")}
          />
          <div className="col-span-2 lg:col-span-1">
            <Field
              label="Approx. square feet"
              inputMode="numeric"
              maxLength={12}
              placeholder="e.g. 1800"
              {...bind("square_feet")}
            />
          </div>
        </div>
        <ChoiceField
          label="Condition"
          choices={choicesOf(PROPERTY_CONDITIONS, PROPERTY_CONDITION_LABELS)}
          placeholder="Choose one (optional)"
          {...bind("condition")}
        />
        <ChoiceField
          label="When might you sell?*"
          choices={choicesOf(SELL_TIMELINES, SELL_TIMELINE_LABELS)}
          placeholder="Choose one"
          required
          {...bind("timeline")}
        />
        <Field
          label="Why are you thinking of selling? (optional)"
          {...bind("reason")}
          render={(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={PROPERTY_FIELD_MAX.reason}
              defaultValue={values.reason}
            />
          )}
        />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className={legend}>About you</legend>
        <PersonFields
          bind={bind}
          words={{
            ...CATALOGUES.forms.en.contactForm.person,
            first: "First name*",
            last: "Last name*",
            phonePlaceholder: "(617) 555-0123",
          }}
        />
        <ChoiceField
          label="Best time to reach you"
          choices={choicesOf(CONTACT_TIMES, CONTACT_TIME_LABELS)}
          fallback="any"
          {...bind("best_time")}
        />
        <FollowUpConsent
          form="home-value"
          values={values}
          autoFocus={bind(FOLLOW_UP_CONSENT_FIELD).autoFocus}
        />
      </fieldset>
    </LeadForm>
  );
}
