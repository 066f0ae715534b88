import { useRef } from "react";
import { Link } from "react-router";
import { sentenceGap, usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { type HomeSearch, homeSearchQuery } from "#domain/forms/home-search-schema.ts";
import { pathIn } from "#domain/language.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { ALERT_FREQUENCIES, SAVED_SEARCH_ACTION_PATH } from "#domain/saved-search.ts";
import { EmailField } from "./ui/email-field.tsx";
import { Field } from "./ui/field.tsx";
import { FormGuards } from "./ui/form-guards.tsx";
import { FormNotice } from "./ui/form-status.tsx";

/** What the saving form shows again after a post it refused. */
export type SavedSearchFormState = {
  fieldErrors?: Record<string, string[] | undefined>;
  values?: Record<string, string>;
  /** A message about the whole post: storing failed, or too many posts. */
  message?: string;
};

/**
 * "Get e-mails for new homes like these" (issue 43 §1): her address, optionally her name and
 * phone, instant or daily. A plain form posted to /homes/alerts, whose page answers it (errors
 * kept, or "check your e-mail"), with or without JavaScript; the search goes with it as /homes's
 * own query, so what she saves is what she was looking at.
 */
export function SavedSearchForm({
  search,
  state = {},
  headingLevel = "h2",
  className = "",
}: {
  search: HomeSearch;
  state?: SavedSearchFormState;
  headingLevel?: "h1" | "h2";
  className?: string;
}) {
  const language = usePageLanguage();
  const copy = CATALOGUES.alerts[language];
  const words = copy.savingForm;
  const tokenRef = useRef<HTMLInputElement>(null);
  const { fieldErrors = {}, values = {} } = state;
  const Heading = headingLevel;
  const chosen = values.frequency ?? "instant";
  return (
    <form
      method="post"
      action={pathIn(language, SAVED_SEARCH_ACTION_PATH)}
      noValidate
      aria-labelledby="saved-search-heading"
      className={`card relative grid gap-5 p-6 md:p-8 ${className}`}
    >
      <div>
        <Heading id="saved-search-heading" className="text-2xl">
          {words.heading}
        </Heading>
        <p className="mt-2 text-muted">{words.intro}</p>
      </div>
      <FormGuards tokenRef={tokenRef} />
      <input type="hidden" name="search" value={homeSearchQuery(search, 1)} />
      <div className="grid gap-5 md:grid-cols-3">
        <EmailField
          label={words.email}
          name="email"
          defaultValue={values.email}
          errors={fieldErrors.email}
        />
        <Field
          label={words.name}
          name="name"
          autoComplete="name"
          maxLength={FIELD_MAX.name}
          defaultValue={values.name}
          errors={fieldErrors.name}
        />
        <Field
          label={words.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
          defaultValue={values.phone}
          errors={fieldErrors.phone}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">{words.frequency}</legend>
        <div className="flex flex-wrap gap-x-6">
          {ALERT_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={chosen === frequency}
                className="size-5 accent-brand"
              />
              {copy.frequencies[frequency]}
            </label>
          ))}
        </div>
        {fieldErrors.frequency ? (
          <p className="mt-1.5 text-sm text-red-800">{fieldErrors.frequency.join(" ")}</p>
        ) : null}
      </fieldset>
      <FormNotice kind="error" message={state.message ?? ""} autoFocus={Boolean(state.message)} />
      <div>
        <button type="submit" className="btn-primary">
          {words.submit}
        </button>
      </div>
      <p className="text-sm text-muted">
        {words.privacy}
        {sentenceGap(language)}
        <Link to={pathIn(language, "/privacy")} className="underline">
          {words.privacyLink}
        </Link>
      </p>
    </form>
  );
}
