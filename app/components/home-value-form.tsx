import { FollowUpConsent } from "#app/components/follow-up-consent.tsx";
import homeValueFormCheck from "#app/enhance/home-value-form.ts?browser-module";
import { FOLLOW_UP_CONSENT_FIELD } from "#app/utils/forms/consent.ts";
import { useLeadForm } from "#app/utils/forms/use-lead-form.ts";
import { areas } from "#content/areas.ts";
import { FIELD_MAX } from "#domain/lead.ts";
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
import { EmailField } from "./ui/email-field.tsx";
import { Field } from "./ui/field.tsx";
import { LeadForm } from "./ui/lead-form.tsx";

const loadSchema = () =>
  import("#app/utils/forms/home-value-schema.ts").then((module) => module.HomeValueSchema);

const MESSAGES = {
  success: "Your request is in.",
  failure: "Your request could not be sent. Please try again in a minute, or call us.",
};

const TOWN_LIST_ID = "home-value-towns";

/** A select of labelled choices, with a first empty option when the answer is optional or not yet given. */
function Choices<V extends string>({
  values,
  labels,
  placeholder,
  selected,
  required,
  control,
}: {
  values: readonly V[];
  labels: Record<V, string>;
  placeholder: string;
  selected: string | undefined;
  required?: boolean;
  control: React.SelectHTMLAttributes<HTMLSelectElement>;
}) {
  return (
    <select {...control} required={required} defaultValue={selected ?? ""}>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </select>
  );
}

/**
 * The home-value request: the home first, then the person. A plain form posted
 * to /sellers/home-value; the page is HTML-only, so what it shows after a post
 * is the server's answer (errors at their fields, or the thank-you page).
 */
export function HomeValueForm() {
  const form = useLeadForm(loadSchema);
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
        <Field
          label="Property type*"
          {...bind("property_type")}
          render={(control) => (
            <Choices
              control={control}
              values={PROPERTY_TYPES}
              labels={PROPERTY_TYPE_LABELS}
              placeholder="Choose one"
              selected={values.property_type}
              required
            />
          )}
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
        <Field
          label="Condition"
          {...bind("condition")}
          render={(control) => (
            <Choices
              control={control}
              values={PROPERTY_CONDITIONS}
              labels={PROPERTY_CONDITION_LABELS}
              placeholder="Choose one (optional)"
              selected={values.condition}
            />
          )}
        />
        <Field
          label="When might you sell?*"
          {...bind("timeline")}
          render={(control) => (
            <Choices
              control={control}
              values={SELL_TIMELINES}
              labels={SELL_TIMELINE_LABELS}
              placeholder="Choose one"
              selected={values.timeline}
              required
            />
          )}
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
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First name*"
            autoComplete="given-name"
            required
            maxLength={FIELD_MAX.name}
            {...bind("first_name")}
          />
          <Field
            label="Last name*"
            autoComplete="family-name"
            required
            maxLength={FIELD_MAX.name}
            {...bind("last_name")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField label="Email*" {...bind("email")} />
          <Field
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            placeholder="(617) 555-0123"
            maxLength={FIELD_MAX.phone}
            {...bind("phone")}
          />
        </div>
        <Field
          label="Best time to reach you"
          {...bind("best_time")}
          render={(control) => (
            <select {...control} defaultValue={values.best_time ?? "any"}>
              {CONTACT_TIMES.map((time) => (
                <option key={time} value={time}>
                  {CONTACT_TIME_LABELS[time]}
                </option>
              ))}
            </select>
          )}
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
