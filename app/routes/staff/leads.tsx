import { AlertTriangle } from "lucide";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { BarChart } from "#app/components/staff/bar-chart.tsx";
import { FilterInput, FilterSelect, FilterSuggest } from "#app/components/staff/filter-field.tsx";
import { formatDate } from "#app/components/staff/format.ts";
import { LabelledOptions } from "#app/components/staff/labelled-options.tsx";
import { STATUS_LABELS } from "#app/components/staff/lead-status.ts";
import { MistypedEmail } from "#app/components/staff/mistyped-email.tsx";
import { staffClientAction } from "#app/components/staff/save-problem.tsx";
import { StatusForm, VIA_FETCHER } from "#app/components/staff/status-form.tsx";
import { Time } from "#app/components/staff/time.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { StatusChangeSchema } from "#app/utils/forms/staff-schemas.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "#domain/language.ts";
import { LEAD_STATUSES } from "#domain/lead-status.ts";
import { LEAD_TYPE_LABELS, LEAD_TYPES } from "#domain/lead-type.ts";
import { formatPhone } from "#domain/phone.ts";
import { attributedSources } from "#server/insights/lead-attribution.ts";
import { listLeads, listSourceNames } from "#server/staff/inbox.ts";
import { setLeadStatus } from "#server/staff/lead-changes.ts";
import { parseLeadFilters } from "#server/staff/lead-filters.ts";
import { leadsPerWeek } from "#server/staff/leads-per-week.ts";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "Leads · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  const viewer = { email: user.email.toLowerCase(), team: context.staff.team };
  const [page, weeks, sources, cameFrom] = await Promise.all([
    listLeads(context.db, filters, undefined, viewer),
    leadsPerWeek(context.db),
    listSourceNames(context.db),
    attributedSources(context.db),
  ]);
  return {
    filters,
    ...page,
    weeks,
    sources,
    cameFrom,
    me: viewer.email,
    erased: url.searchParams.has("erased"),
  };
}

/** The language filter's choices: a phone gives each select half its width, too narrow for "Chinese (Traditional)". */
const LANGUAGE_CHOICES: Record<Language, string> = {
  ...LANGUAGE_NAMES,
  "zh-Hant": "Chinese (Trad.)",
};

/** A status change from a row: redirected back without JavaScript, answered with data with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const form = await readStaffForm(request);
  const change = StatusChangeSchema.safeParse(Object.fromEntries(form));
  if (!change.success) return data({ ok: false }, { status: 400 });
  const saved = await setLeadStatus(context.db, { ...change.data, actor: user.email });
  if (!saved) return data({ ok: false }, { status: 404 });
  if (form.get("via") === VIA_FETCHER) return { ok: true };
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}

/** A status change that fails (offline, or the session ended) is answered by its row: see staffClientAction. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filters, leads, nextAfter, weeks, sources, cameFrom, erased, me } = loaderData;
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.delete("after");
  query.delete("erased");
  const filterQuery = query.toString();
  const filterActive = Boolean(
    filters.q ||
      filters.type ||
      filters.source ||
      filters.came ||
      filters.status ||
      filters.from ||
      filters.to ||
      filters.owner ||
      filters.kind ||
      filters.language,
  );
  const exportQuery = filterQuery ? `?${filterQuery}` : "";
  const total = weeks.reduce((sum, week) => sum + week.website + week.event, 0);
  const websiteTotal = weeks.reduce((sum, week) => sum + week.website, 0);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl">Leads</h1>
        <div className="flex flex-wrap gap-x-4">
          <a
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
            href={`/staff/people.csv${exportQuery}`}
          >
            Download these people (CSV for a CRM)
          </a>
          <a
            className="inline-flex min-h-11 items-center text-brand underline"
            href={`/staff/leads.csv${exportQuery}`}
          >
            Every submission (CSV)
          </a>
        </div>
      </div>
      <nav aria-label="Whose leads" className="flex gap-1">
        {[
          { label: "Everyone's", owner: undefined },
          { label: "Mine", owner: "mine" },
        ].map((choice) => {
          const next = new URLSearchParams(query);
          if (choice.owner) next.set("owner", choice.owner);
          else next.delete("owner");
          const current = (filters.owner ?? undefined) === choice.owner;
          return (
            <Link
              key={choice.label}
              to={`/staff/leads${next.size > 0 ? `?${next}` : ""}`}
              aria-current={current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded px-3 font-medium ${
                current ? "bg-brand-soft text-brand" : "text-ink hover:bg-stone-warm"
              }`}
            >
              {choice.label}
            </Link>
          );
        })}
      </nav>
      {erased && (
        <p role="status" className="card border-l-4 border-l-brand px-3 py-2">
          The person and everything stored about them were erased.
        </p>
      )}
      <BarChart
        title="New leads per week (people, by first contact), last 12 months"
        summary={`${total} new people in the last 52 weeks: ${websiteTotal} first came through the website, ${total - websiteTotal} through events.`}
        firstColumn="Week of"
        series={[
          { key: "website", label: "Website", color: "#8b1a1a" },
          { key: "event", label: "Open houses", color: "#78716c" },
        ]}
        points={weeks.map((week) => ({
          label: formatDate(`${week.week}T12:00:00Z`).replace(/, \d{4}$/, ""),
          values: { website: week.website, event: week.event },
        }))}
      />
      {/*
        On a phone the agent opens the inbox to work her leads, so the list comes first: the seven
        filter fields fold behind "Search and filter" unless a filter is on (then they show what
        the list is narrowed to). A native <details> works without JavaScript. From md up there is
        room, and the fields always show as before (the summary is hidden and ::details-content is
        shown). The chart stays above the list: folded filters bring the first lead into the first
        screen, and a chart placed after the list would be read after it but shown before it.
      */}
      <details
        open={filterActive}
        className="group md:details-content:block md:details-content:[content-visibility:visible]"
      >
        <summary className="card flex min-h-11 cursor-pointer items-center justify-between px-3 font-medium md:hidden">
          Search and filter
          <span aria-hidden="true" className="text-muted group-open:rotate-180">
            ▾
          </span>
        </summary>
        <Form
          method="get"
          className="card grid grid-cols-2 gap-2 p-3 max-md:mt-2 md:grid-cols-4 xl:grid-cols-[2fr_auto_2fr_2fr_auto_auto_auto_auto_auto]"
          aria-label="Filter leads"
        >
          <FilterInput
            label="Search name, e-mail or phone"
            name="q"
            type="search"
            value={filters.q}
            className="col-span-2 xl:col-span-1"
          />
          <FilterSelect label="Type" name="type" value={filters.type}>
            <option value="">Any</option>
            <option value="website">Website</option>
            <option value="event">Event</option>
          </FilterSelect>
          <FilterSuggest
            label="Source"
            name="source"
            value={filters.source}
            // The stored key filters; the label is the name a person reads ('27 Walnut Park, Newton, Sun Nov 29').
            suggestions={sources.map((source) => ({ value: source, label: eventNameOf(source) }))}
          />
          <FilterSuggest
            label="Came from"
            name="came"
            value={filters.came}
            suggestions={cameFrom.map((source) => ({ value: source }))}
          />
          {filters.owner && <input type="hidden" name="owner" value={filters.owner} />}
          <FilterSelect label="Lead type" name="kind" value={filters.kind}>
            <option value="">Any</option>
            <LabelledOptions values={LEAD_TYPES} labels={LEAD_TYPE_LABELS} />
          </FilterSelect>
          <FilterSelect label="Language" name="language" value={filters.language}>
            <option value="">Any</option>
            <LabelledOptions values={LANGUAGES} labels={LANGUAGE_CHOICES} />
          </FilterSelect>
          <FilterSelect label="Stage" name="status" value={filters.status}>
            {/* Everything but Not now and Lost. */}
            <option value="">All open</option>
            <LabelledOptions values={LEAD_STATUSES} labels={STATUS_LABELS} />
            <option value="all">All</option>
          </FilterSelect>
          <FilterInput label="From" name="from" type="date" value={filters.from} />
          <FilterInput label="To" name="to" type="date" value={filters.to} />
          <div className="col-span-2 flex items-end gap-2 md:col-span-1">
            <button type="submit" className="btn-primary px-4 py-2">
              Filter
            </button>
            {filterQuery && (
              <Link
                to="/staff/leads"
                className="inline-flex min-h-11 items-center px-2 text-muted underline"
              >
                Clear
              </Link>
            )}
          </div>
        </Form>
      </details>
      {leads.length === 0 ? (
        <p className="card p-4">No leads match.</p>
      ) : (
        <ul className="card divide-y divide-line" aria-label="Leads, most recent activity first">
          {leads.map((lead) => (
            <li
              key={lead.id}
              className="grid gap-x-4 gap-y-1 p-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.4fr)_auto]"
            >
              <div className="min-w-0">
                {/* A 44 px tall tap target (the name is the only way in) that takes its lines'
                    room: the negative margins reach into the row's padding and the line below. */}
                <Link
                  to={`/staff/leads/${lead.id}`}
                  className="-my-2.5 inline-block py-2.5 font-semibold text-base text-ink underline decoration-line underline-offset-2 hover:decoration-brand"
                >
                  {lead.name}
                </Link>
                {lead.notificationFailed && (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-sm bg-brand px-1.5 py-0.5 font-semibold text-white text-xs">
                    <SvgIcon icon={AlertTriangle} className="size-3" />
                    Delivery failed
                  </span>
                )}
                <div className="text-muted wrap-anywhere">
                  {lead.email}
                  <MistypedEmail email={lead.email} />
                  {lead.phone && (
                    <span className="whitespace-nowrap"> · {formatPhone(lead.phone)}</span>
                  )}
                </div>
              </div>
              <div className="min-w-0">
                <div className="truncate">
                  {lead.leadType && (
                    <span className="font-medium">{LEAD_TYPE_LABELS[lead.leadType]} · </span>
                  )}
                  {lead.otherLanguages.map((language) => (
                    <span key={language} className="font-medium" data-language="">
                      {LANGUAGE_NAMES[language]} ·{" "}
                    </span>
                  ))}
                  {lead.sources.map(eventNameOf).join(", ")}
                </div>
                <div className="truncate text-muted text-xs">
                  {lead.owner === me ? "Yours" : lead.owner}
                  {lead.nextStepAt && lead.nextStep && (
                    <>
                      {" "}
                      · Next: {lead.nextStep}, <Time at={lead.nextStepAt} />
                    </>
                  )}
                </div>
                {lead.property && <div className="truncate">Home: {lead.property}</div>}
                {lead.latestMessage && (
                  <div className="truncate text-muted italic">“{lead.latestMessage}”</div>
                )}
              </div>
              <div className="text-muted text-xs">
                <div>
                  Last <Time at={lead.lastContactAt} />
                </div>
                <div>
                  First <Time at={lead.firstContactAt} format={formatDate} /> · {lead.contacts}{" "}
                  {lead.contacts === 1 ? "contact" : "contacts"}
                </div>
              </div>
              <StatusForm
                personId={lead.id}
                status={lead.status}
                name={lead.name}
                action={`/staff/leads${location.search}`}
              />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="flex gap-4">
        {filters.after && (
          <Link
            className="inline-flex min-h-11 items-center text-brand underline"
            to={`/staff/leads${filterQuery ? `?${filterQuery}` : ""}`}
          >
            First page
          </Link>
        )}
        {nextAfter && (
          <Link
            className="inline-flex min-h-11 items-center text-brand underline"
            to={`/staff/leads?${new URLSearchParams([...query, ["after", String(nextAfter)]])}`}
          >
            Next page
          </Link>
        )}
      </nav>
    </div>
  );
}
