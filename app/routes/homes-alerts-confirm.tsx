import { data, Form, Link } from "react-router";
import { AlertPage, SearchSummary } from "#app/components/alert-page.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { siteUrlFrom } from "#app/utils/site-url.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { SAVED_SEARCH_CONFIRM_PATH } from "#domain/saved-search.ts";
import { manageSearchPath } from "#server/alerts/manage-token.ts";
import { confirmSearch, searchOfConfirmation } from "#server/alerts/saved-searches.ts";
import type { Route } from "./+types/homes-alerts-confirm";

/**
 * /homes/alerts/confirm/<token>, the link of the double opt-in mail (issue 43 §1). A GET shows
 * the search and one button: mail scanners open links, and a scanner must not start her alerts
 * or make her a lead. The button's POST confirms: the buyer lead is stored with the search, and
 * the page links her search and her management page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const search = await searchOfConfirmation(context.db, params.token);
  if (!search) return data({ status: "unknown" as const }, { status: 404 });
  return {
    status: search.status === "pending" ? ("ask" as const) : ("already" as const),
    criteria: search.criteria,
    email: search.email,
    manage: manageSearchPath(search.id),
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const search = await searchOfConfirmation(context.db, params.token);
  if (!search) return data({ status: "unknown" as const }, { status: 404 });
  const outcome = await confirmSearch(
    { db: context.db, leads: context.leads, siteUrl: siteUrlFrom(process.env.SITE_URL) },
    params.token,
    context.clientIp,
  );
  return {
    status: outcome === "confirmed" ? ("done" as const) : ("already" as const),
    criteria: search.criteria,
    email: search.email,
    manage: manageSearchPath(search.id),
  };
}

export const meta: Route.MetaFunction = (place) => [
  ...getMeta(CATALOGUES.alerts[languageOf(place.location.pathname)].confirmPage.meta),
  // A personal link: never listed.
  { name: "robots", content: "noindex" },
];

export default function ConfirmAlerts({ loaderData, actionData, params }: Route.ComponentProps) {
  const language = usePageLanguage();
  const copy = CATALOGUES.alerts[language].confirmPage;
  const state = actionData ?? loaderData;
  return (
    <AlertPage heading={copy.heading}>
      {state.status === "unknown" ? (
        <p role="alert" className="mt-5 text-red-800">
          {copy.unknown}
        </p>
      ) : (
        <>
          <p role="status" className="mt-5 text-lg">
            {state.status === "ask"
              ? copy.ask
              : state.status === "done"
                ? copy.done(state.email)
                : copy.already}
          </p>
          <SearchSummary search={state.criteria} />
          {state.status === "ask" ? (
            <Form
              method="post"
              action={pathIn(language, `${SAVED_SEARCH_CONFIRM_PATH}/${params.token}`)}
              className="mt-6"
            >
              <button type="submit" className="btn-primary w-full">
                {copy.confirm}
              </button>
            </Form>
          ) : (
            <Link to={pathIn(language, state.manage)} className="btn-outline mt-6">
              {copy.manage}
            </Link>
          )}
        </>
      )}
    </AlertPage>
  );
}
