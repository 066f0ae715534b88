import { data, Form } from "react-router";
import { AlertPage, SearchSummary } from "#app/components/alert-page.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { ALERT_FREQUENCIES, type AlertFrequency } from "#domain/saved-search.ts";
import { changeSearch, type SearchChange, searchesOfLink } from "#server/alerts/manage.ts";
import { manageSearchPath, verifyManageToken } from "#server/alerts/manage-token.ts";
import type { Route } from "./+types/homes-alerts-manage";

/**
 * /homes/alerts/manage/<token> (issue 43 §2): every search saved for her address, from the signed
 * link at the foot of each mail, with no password. Each search has plain POST forms: how often,
 * pause or resume, delete. A forged or altered token is refused with 404 and changes nothing.
 */
const INVALID = data({ status: "invalid" as const }, { status: 404 });

async function pageOf(context: Route.LoaderArgs["context"], linkId: number) {
  const found = await searchesOfLink(context.db, linkId);
  if (!found) return INVALID;
  return { status: "ok" as const, ...found, path: manageSearchPath(linkId) };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const linkId = verifyManageToken(params.token, "manage");
  return linkId === null ? INVALID : pageOf(context, linkId);
}

const isFrequency = (value: unknown): value is AlertFrequency =>
  (ALERT_FREQUENCIES as readonly unknown[]).includes(value);

/** The change a posted form asks for; null for a post that asks for none. */
function changeOf(form: FormData): SearchChange | null {
  const intent = form.get("intent");
  if (intent === "frequency") {
    const frequency = form.get("frequency");
    return isFrequency(frequency) ? { kind: "frequency", frequency } : null;
  }
  return intent === "pause" || intent === "resume" || intent === "delete" ? { kind: intent } : null;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const linkId = verifyManageToken(params.token, "manage");
  if (linkId === null) return INVALID;
  const form = await request.formData().catch(() => new FormData());
  const change = changeOf(form);
  const target = Number(form.get("search"));
  if (!change || !Number.isSafeInteger(target)) return data({ status: "bad" as const }, 400);
  await changeSearch(context.db, linkId, target, change);
  return pageOf(context, linkId);
}

export const meta: Route.MetaFunction = (place) => [
  ...getMeta(CATALOGUES.alerts[languageOf(place.location.pathname)].managePage.meta),
  // A personal link: never listed.
  { name: "robots", content: "noindex" },
];

export default function ManageAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const language = usePageLanguage();
  const alerts = CATALOGUES.alerts[language];
  const copy = alerts.managePage;
  const state = actionData?.status === "ok" ? actionData : loaderData;
  if (state.status !== "ok")
    return (
      <AlertPage heading={copy.heading}>
        <p role="alert" className="mt-5 text-red-800">
          {copy.invalid}
        </p>
      </AlertPage>
    );
  const action = pathIn(language, state.path);
  return (
    <AlertPage heading={copy.heading}>
      <p className="mt-5 text-lg">{copy.intro(state.email)}</p>
      {state.searches.length === 0 ? <p className="mt-5">{copy.none}</p> : null}
      <ol className="mt-6 grid gap-6">
        {state.searches.map((search, position) => (
          <li
            key={search.id}
            className="rounded-sm border border-line p-5"
            aria-labelledby={`search-${search.id}`}
            data-testid="saved-search"
          >
            <h2 id={`search-${search.id}`} className="text-xl">
              {copy.searchLabel(position + 1)}
            </h2>
            <SearchSummary search={search.criteria} />
            <p className="mt-3">
              {copy.statusLabel}: <strong>{copy.status[search.status]}</strong>
            </p>
            <Form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="search" value={search.id} />
              <input type="hidden" name="intent" value="frequency" />
              <label className="text-sm font-semibold">
                {copy.frequencyLabel}
                <select
                  name="frequency"
                  defaultValue={search.frequency}
                  className="mt-1 block min-h-11 rounded-sm border border-line bg-white px-3"
                >
                  {ALERT_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {alerts.frequencies[frequency]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn-outline">
                {copy.save}
              </button>
            </Form>
            <div className="mt-4 flex flex-wrap gap-3">
              {search.status === "confirmed" || search.status === "paused" ? (
                <IntentButton
                  action={action}
                  search={search.id}
                  intent={search.status === "confirmed" ? "pause" : "resume"}
                  label={search.status === "confirmed" ? copy.pause : copy.resume}
                />
              ) : null}
              <IntentButton
                action={action}
                search={search.id}
                intent="delete"
                label={copy.delete}
              />
            </div>
          </li>
        ))}
      </ol>
    </AlertPage>
  );
}

function IntentButton(props: { action: string; search: number; intent: string; label: string }) {
  return (
    <Form method="post" action={props.action}>
      <input type="hidden" name="search" value={props.search} />
      <button type="submit" name="intent" value={props.intent} className="btn-outline">
        {props.label}
      </button>
    </Form>
  );
}
