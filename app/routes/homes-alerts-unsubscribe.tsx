import { data, Form, Link } from "react-router";
import { AlertPage } from "#app/components/alert-page.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { SAVED_SEARCH_UNSUBSCRIBE_PATH } from "#domain/saved-search.ts";
import { stopSearch } from "#server/alerts/manage.ts";
import { manageSearchPath, verifyManageToken } from "#server/alerts/manage-token.ts";
import type { Route } from "./+types/homes-alerts-unsubscribe";

/**
 * /homes/alerts/unsubscribe/<token>, each alert's `List-Unsubscribe` URL (RFC 8058). A GET only
 * shows a button: mail scanners follow links, so a visit changes nothing. Any POST with a valid
 * token stops the search: the button, or the mail program's one-click POST (body
 * `List-Unsubscribe=One-Click`), answered 200. A forged token is refused with 404.
 */
const INVALID = data({ status: "invalid" as const }, { status: 404 });

export function loader({ params }: Route.LoaderArgs) {
  const id = verifyManageToken(params.token, "unsubscribe");
  return id === null ? INVALID : { status: "ask" as const, manage: manageSearchPath(id) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const id = verifyManageToken(params.token, "unsubscribe");
  if (id === null || !(await stopSearch(context.db, id))) return INVALID;
  return { status: "done" as const, manage: manageSearchPath(id) };
}

export const meta: Route.MetaFunction = (place) => [
  ...getMeta(CATALOGUES.alerts[languageOf(place.location.pathname)].unsubscribePage.meta),
  // A personal link: never listed.
  { name: "robots", content: "noindex" },
];

export default function UnsubscribeAlerts({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const language = usePageLanguage();
  const copy = CATALOGUES.alerts[language].unsubscribePage;
  const state = actionData ?? loaderData;
  return (
    <AlertPage heading={copy.heading}>
      {state.status === "invalid" ? (
        <p role="alert" className="mt-5 text-red-800">
          {copy.invalid}
        </p>
      ) : state.status === "ask" ? (
        <Form
          method="post"
          action={pathIn(language, `${SAVED_SEARCH_UNSUBSCRIBE_PATH}/${params.token}`)}
          className="mt-5 grid gap-6"
        >
          <p className="text-lg">{copy.ask}</p>
          <button type="submit" className="btn-primary w-full">
            {copy.stop}
          </button>
        </Form>
      ) : (
        <p role="status" className="mt-5 text-lg">
          {copy.done}
        </p>
      )}
      {state.status === "invalid" ? null : (
        <Link to={pathIn(language, state.manage)} className="btn-outline mt-6">
          {copy.manage}
        </Link>
      )}
    </AlertPage>
  );
}
