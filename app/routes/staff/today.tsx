import { Link } from "react-router";
import { formatDate, formatDateTime, formatTime, isoOf } from "#app/components/staff/format.ts";
import { STATUS_LABELS } from "#app/components/staff/lead-status.ts";
import { Time } from "#app/components/staff/time.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { waitedFor } from "#domain/format.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { dialablePhone, formatPhone } from "#domain/phone.ts";
import { recordVisit, speedToLead, type TodayLead, todayFor } from "#server/staff/today.ts";
import type { Route } from "./+types/today";

export const meta: Route.MetaFunction = () => [{ title: "Today · Team workspace" }];

/**
 * Today, the workspace's first page: the member's new leads waiting for a first
 * call (with how long each has waited), her next steps overdue and due today, and
 * the leads new since her last visit; `?everyone` shows the whole team's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const member = user.email.toLowerCase();
  const everyone = new URL(request.url).searchParams.has("everyone");
  const now = new Date();
  const { since, lastVisit } = await recordVisit(context.db, member, now);
  const [today, speed] = await Promise.all([
    todayFor(context.db, { member, team: context.staff.team, since, everyone, now }),
    speedToLead(context.db, now),
  ]);
  // The waits are worded here, on the server: the page shows the same words after hydrating.
  const withWait = (lead: TodayLead) => ({ ...lead, waited: waitedFor(lead.lastContactAt, now) });
  return {
    me: member,
    everyone,
    lastVisit: lastVisit?.toISOString() ?? null,
    now: now.toISOString(),
    waiting: today.waiting.map(withWait),
    overdue: today.overdue,
    dueToday: today.dueToday,
    fresh: today.fresh,
    totals: today.totals,
    speed,
  };
}

/** Nothing is posted here; a POST is refused like everywhere under /staff, a stranger's with 401. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  throw new Response("Nothing to post here.", { status: 405 });
}

type Lead = Omit<TodayLead, "lastContactAt" | "firstContactAt" | "nextStepAt"> & {
  lastContactAt: string | Date;
  firstContactAt: string | Date;
  nextStepAt: string | Date | null;
};

function LeadLine({ lead, me, children }: { lead: Lead; me: string; children?: React.ReactNode }) {
  return (
    <li className="grid gap-x-3 gap-y-0.5 p-3 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">
        <Link
          to={`/staff/leads/${lead.id}`}
          className="-my-2.5 inline-block py-2.5 font-semibold text-base text-ink underline decoration-line underline-offset-2 hover:decoration-brand"
        >
          {lead.name}
        </Link>
        <div className="text-muted text-xs">
          {[
            lead.leadType ? LEAD_TYPE_LABELS[lead.leadType] : null,
            STATUS_LABELS[lead.status],
            lead.owner === me ? "Yours" : lead.owner,
          ]
            .filter(Boolean)
            .join(" · ")}
        </div>
        {children}
      </div>
      {lead.phone && (
        <a
          href={`tel:${dialablePhone(lead.phone)}`}
          className="inline-flex min-h-11 items-center self-start whitespace-nowrap text-brand underline"
        >
          {formatPhone(lead.phone)}
        </a>
      )}
    </li>
  );
}

/** One of Today's lists: `total` people in all, the first `shown` listed; `more` leads to the rest. */
function Section({
  id,
  title,
  empty,
  total,
  shown,
  more,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  total: number;
  shown: number;
  more?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h2 id={id} className="text-lg">
        {title} <span className="font-normal text-muted">({total})</span>
      </h2>
      {total === 0 ? (
        <p className="card p-3 text-muted">{empty}</p>
      ) : (
        <ul className="card divide-y divide-line">{children}</ul>
      )}
      {total > shown ? (
        <p className="text-muted text-sm">
          Showing {shown} of {total}.{" "}
          {more ? (
            <Link
              to={more}
              className="inline-flex min-h-11 items-center font-medium text-brand underline"
            >
              All {total} in the inbox
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

const minutesText = (minutes: number) =>
  minutes < 60
    ? `${Math.round(minutes)} min`
    : minutes < 48 * 60
      ? `${(minutes / 60).toFixed(1)} h`
      : `${(minutes / 1440).toFixed(1)} days`;

export default function Today({ loaderData }: Route.ComponentProps) {
  const { me, everyone, lastVisit, now, waiting, overdue, dueToday, fresh, totals, speed } =
    loaderData;
  const steps = [...overdue, ...dueToday];
  return (
    <div className="grid gap-4">
      {/* On a phone the lists come first: the heading and the scope share one short line. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h1 className="text-2xl">
          Today <span className="font-normal text-base text-muted">{formatDate(now)}</span>
        </h1>
        <nav aria-label="Whose leads" className="flex gap-1">
          <Link
            to="/staff/today"
            aria-current={everyone ? undefined : "page"}
            className={`inline-flex min-h-11 items-center rounded px-3 font-medium ${everyone ? "text-ink hover:bg-stone-warm" : "bg-brand-soft text-brand"}`}
          >
            Mine
          </Link>
          <Link
            to="/staff/today?everyone"
            aria-current={everyone ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded px-3 font-medium ${everyone ? "bg-brand-soft text-brand" : "text-ink hover:bg-stone-warm"}`}
          >
            Everyone's
          </Link>
        </nav>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section
          id="waiting-heading"
          title="New, waiting for a first call"
          empty="Nobody is waiting: every new lead has been contacted."
          total={totals.waiting}
          shown={waiting.length}
          more={everyone ? "/staff/leads?status=new" : "/staff/leads?status=new&owner=mine"}
        >
          {waiting.map((lead) => (
            <LeadLine key={lead.id} lead={lead} me={me}>
              <p className="font-medium text-brand">
                Waiting {lead.waited}{" "}
                <span className="font-normal text-muted text-xs">
                  (since <Time at={lead.lastContactAt} />)
                </span>
              </p>
              {/* Listed here only, so her next step shows here too. */}
              {lead.nextStepAt && (
                <p className="text-muted text-xs">
                  Next step: {lead.nextStep},{" "}
                  <time dateTime={isoOf(lead.nextStepAt)}>{formatDateTime(lead.nextStepAt)}</time>
                </p>
              )}
            </LeadLine>
          ))}
        </Section>
        <Section
          id="steps-heading"
          title="Next steps overdue and due today"
          empty="No next step is due today."
          total={totals.steps}
          shown={steps.length}
        >
          {steps.map((lead) => {
            const late = new Date(lead.nextStepAt!).getTime() < new Date(now).getTime();
            return (
              <LeadLine key={lead.id} lead={lead} me={me}>
                <p>
                  {lead.nextStep}{" "}
                  <span className={late ? "font-semibold text-brand" : "text-muted"}>
                    {late ? "overdue, was due " : "due "}
                    <time dateTime={isoOf(lead.nextStepAt!)}>
                      {late ? formatDateTime(lead.nextStepAt!) : formatTime(lead.nextStepAt!)}
                    </time>
                  </span>
                </p>
              </LeadLine>
            );
          })}
        </Section>
        <Section
          id="fresh-heading"
          title={lastVisit ? "New since your last visit" : "New in the last day"}
          empty={
            lastVisit
              ? "Nobody else is new since your last visit."
              : "Nobody else is new in the last day."
          }
          total={totals.fresh}
          shown={fresh.length}
        >
          {fresh.map((lead) => (
            <LeadLine key={lead.id} lead={lead} me={me}>
              <p className="text-muted text-xs">
                First contact <Time at={lead.firstContactAt} />
              </p>
            </LeadLine>
          ))}
        </Section>
        <p className="text-muted text-xs lg:col-span-2">
          {lastVisit ? (
            <>
              Your last visit before this one:{" "}
              <time dateTime={lastVisit}>{formatDateTime(lastVisit)}</time>.
            </>
          ) : (
            "Your first visit: the leads of the last day count as new."
          )}
        </p>
      </div>
      <section aria-labelledby="speed-heading" className="card overflow-x-auto p-3">
        <h2 id="speed-heading" className="text-lg">
          Speed to lead
        </h2>
        <p className="text-muted text-xs">
          From a lead's first contact to the team's first recorded call, text or e-mail: the median
          per month (Boston time), for the whole team.
        </p>
        {speed.length === 0 ? (
          <p className="mt-2">No leads in the last year.</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead className="text-muted text-xs">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Month
                </th>
                <th scope="col" className="py-1 pr-3">
                  Median time to first contact
                </th>
                <th scope="col" className="py-1">
                  Reached / new leads
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {speed.map((month) => (
                <tr key={month.month}>
                  <td className="py-1 pr-3">{month.month}</td>
                  <td className="py-1 pr-3 font-medium">
                    {month.medianMinutes === null
                      ? "No contact recorded"
                      : minutesText(month.medianMinutes)}
                  </td>
                  <td className="py-1">
                    {month.reached} / {month.arrived}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
