import { FollowUpConsent } from "#app/components/follow-up-consent.tsx";
import homeValueFormCheck from "#app/enhance/home-value-form.ts?browser-module";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { areas } from "#content/areas.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import {
  CONTACT_TIMES,
  PROPERTY_CONDITIONS,
  PROPERTY_FIELD_MAX,
  PROPERTY_TYPES,
  SELL_TIMELINES,
} from "#domain/property.ts";
import { ChoiceField, choicesOf } from "./ui/choice-field.tsx";
import { Field } from "./ui/field.tsx";
import { LeadForm } from "./ui/lead-form.tsx";
import { PersonFields } from "./ui/person-fields.tsx";

const TOWN_LIST_ID = "home-value-towns";

/**
 * The home-value request: the home first, then the person, in the page's language
 * (content/home-value.ts). A plain form posted to /sellers/home-value (or /zh/…); the page is
 * HTML-only, so what it shows after a post is the server's answer (errors at their fields, or
 * the thank-you page).
 */
export function HomeValueForm() {
  const form = useLeadFormAnswer();
  const language = usePageLanguage();
  const { homeValueForm: words, homeValueErrors } = CATALOGUES.homeValue[language];
  const towns = CATALOGUES.areas[language].areas;
  const { bind, values } = form;
  const legend = "mb-1 font-display text-2xl text-ink";
  return (
    <LeadForm
      form={form}
      label={words.label}
      messages={words.outcome}
      submitLabel={words.submit}
      busyLabel={words.busy}
      buttonClassName="btn-primary w-full sm:w-auto"
      className="gap-8"
      enhance={homeValueFormCheck}
      errorWords={homeValueErrors}
    >
      <fieldset className="grid gap-5">
        <legend className={legend}>{words.homeLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Field
            label={words.street}
            autoComplete="address-line1"
            required
            maxLength={PROPERTY_FIELD_MAX.street}
            placeholder={words.streetPlaceholder}
            {...bind("street")}
          />
          <Field
            label={words.unit}
            autoComplete="address-line2"
            maxLength={PROPERTY_FIELD_MAX.unit}
            {...bind("unit")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Field
            label={words.town}
            autoComplete="address-level2"
            required
            maxLength={PROPERTY_FIELD_MAX.town}
            list={TOWN_LIST_ID}
            {...bind("town")}
          />
          <Field
            label={words.zip}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={PROPERTY_FIELD_MAX.zip}
            placeholder="02458"
            {...bind("zip")}
          />
        </div>
        {/* The towns we serve, offered as she types; any other town is fine too. The value is the
            town's English name, as the team and the CRM read it; the label, the page's. */}
        <datalist id={TOWN_LIST_ID}>
          {areas.map((area, index) => (
            <option key={area.id} value={area.name} label={towns[index]?.name} />
          ))}
        </datalist>
        <ChoiceField
          label={words.propertyType}
          choices={choicesOf(PROPERTY_TYPES, words.propertyTypes)}
          placeholder={words.choose}
          required
          {...bind("property_type")}
        />
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
          <Field label={words.bedrooms} inputMode="numeric" maxLength={12} {...bind("bedrooms")} />
          <Field
            label={words.bathrooms}
            inputMode="decimal"
            maxLength={12}
            placeholder={words.bathroomsPlaceholder}
            {...bind("bathrooms")}
          />
          <div className="col-span-2 lg:col-span-1">
            <Field
              label={words.squareFeet}
              inputMode="numeric"
              maxLength={12}
              placeholder={words.squareFeetPlaceholder}
              {...bind("square_feet")}
            />
          </div>
        </div>
        <ChoiceField
          label={words.condition}
          choices={choicesOf(PROPERTY_CONDITIONS, words.conditions)}
          placeholder={words.chooseOptional}
          {...bind("condition")}
        />
        <ChoiceField
          label={words.timeline}
          choices={choicesOf(SELL_TIMELINES, words.timelines)}
          placeholder={words.choose}
          required
          {...bind("timeline")}
        />
        <Field
          label={words.reason}
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
        <legend className={legend}>{words.personLegend}</legend>
        <PersonFields bind={bind} words={words.person} />
        <ChoiceField
          label={words.bestTime}
          choices={choicesOf(CONTACT_TIMES, words.contactTimes)}
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
