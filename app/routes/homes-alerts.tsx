import { data, Link } from "react-router";
import { SavedSearchForm } from "#app/components/saved-search-form.tsx";
import { submitLeadForm } from "#app/utils/forms/lead-action.server.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES, inEachLanguage } from "#content/catalogues.ts";
import type { FormResult } from "#domain/forms/form-result.ts";
import { homeSearchQuery, readHomeSearch } from "#domain/forms/home-search-schema.ts";
import { SAVED_SEARCH_FIELD_MAX, SavedSearchSchema } from "#domain/forms/saved-search-schema.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import { SAVED_SEARCH_ACTION_PATH } from "#domain/saved-search.ts";
import { saveSearch } from "#server/alerts/saved-searches.ts";
import type { Route } from "./+types/homes-alerts";

/**
 * /homes/alerts (issue 43 §1): where the saving form on /homes posts. Its answer is this page:
 * "check your e-mail" once the search is stored pending with its confirmation mail queued, or the
 * form again with her values and the messages. Opened by GET (a link, or /homes's form seen
 * without its results), it shows the form for the search in its query.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { search: readHomeSearch(new URL(request.url).searchParams) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const answer = await submitLeadForm({
    request,
    context,
    form: "saved-search",
    schema: SavedSearchSchema,
    fieldMax: SAVED_SEARCH_FIELD_MAX,
    errorWords: inEachLanguage(CATALOGUES.alerts, "savingErrors"),
    record: async (input, _token, attribution, language) => {
      // The confirmation leaves at once, as every form's mail does, not at the outbox's next poll.
      if (await saveSearch(context.db, { ...input, language, attribution }))
        context.leads.kickOutbox();
    },
  });
  const email = posted?.get("email");
  const search = readHomeSearch(new URLSearchParams(String(posted?.get("search") ?? "")));
  return data(
    {
      result: answer.data as FormResult,
      search,
      email: typeof email === "string" ? email.trim().toLowerCase() : "",
    },
    answer.init ?? undefined,
  );
}

export const meta: Route.MetaFunction = (place) => {
  const copy = CATALOGUES.alerts[languageOf(place.location.pathname)].savePage;
  return [
    ...getMeta({ ...copy.meta, path: SAVED_SEARCH_ACTION_PATH, image: "portfolio" }, place),
    // Each search's copy of this page says nothing a search engine should list.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function HomesAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const language = usePageLanguage();
  const copy = CATALOGUES.alerts[language];
  const search = actionData?.search ?? loaderData.search;
  const result = actionData?.result;
  const back = pathIn(language, `${HOMES_PATH}${homeSearchQuery(search, 1)}`);
  return (
    <section className="bg-stone-warm px-5 py-16 md:py-24">
      <div className="mx-auto max-w-3xl">
        {result?.status === "success" ? (
          <div className="card p-7 text-center md:p-9" role="status">
            <h1 className="text-3xl">{copy.savePage.thanks.heading}</h1>
            <p className="mt-5 text-lg">{copy.savePage.thanks.text(actionData?.email ?? "")}</p>
            <Link to={back} className="btn-outline mt-7">
              {copy.savePage.thanks.back}
            </Link>
          </div>
        ) : (
          <SavedSearchForm
            search={search}
            headingLevel="h1"
            state={
              result === undefined
                ? {}
                : {
                    ...("values" in result ? { values: result.values } : {}),
                    ...(result.status === "invalid" ? { fieldErrors: result.fieldErrors } : {}),
                    ...(result.status === "failure" ? { message: copy.savingForm.failure } : {}),
                    ...(result.status === "rate-limited"
                      ? { message: copy.savingForm.rateLimited }
                      : {}),
                  }
            }
          />
        )}
      </div>
    </section>
  );
}
