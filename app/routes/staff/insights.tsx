import { Form } from "react-router";
import { BarChart } from "#app/components/staff/bar-chart.tsx";
import { TableHead } from "#app/components/staff/table-head.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { teamDay } from "#domain/dates.ts";
import { INSIGHTS_PERIODS, insightsPeriod } from "#domain/insights-period.ts";
import { insightsReport } from "#server/insights/report.ts";
import type { Route } from "./+types/insights";

export const meta: Route.MetaFunction = () => [{ title: "Insights · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const today = teamDay(new Date());
  const period = insightsPeriod(new URL(request.url).searchParams, today);
  return { period, report: await insightsReport(context.db, period, today) };
}

const number = (n: number) => n.toLocaleString("en-US");
const percent = (leads: number, visitors: number) =>
  visitors === 0 ? "–" : `${((leads / visitors) * 100).toFixed(1)}%`;

function Top({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}) {
  return (
    <section className="card overflow-x-auto p-3" aria-label={title}>
      <h2 className="text-lg">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">Nothing in this period.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <TableHead columns={columns} />
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) => (
                  <td
                    key={columns[i]}
                    className={`px-3 py-1.5 ${i === 0 ? "wrap-anywhere" : "text-right tabular-nums"}`}
                  >
                    {typeof cell === "number" ? number(cell) : cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { period, report } = loaderData;
  const views = report.days.reduce((sum, day) => sum + day.views, 0);
  const visitors = report.days.reduce((sum, day) => sum + day.visitors, 0);
  const leads = report.leadsBySource.reduce((sum, row) => sum + row.leads, 0);
  // The tables of what is read: a title, what its first column names, and its rows.
  const reading = [
    ["Top pages", "Page", report.pages],
    ["Posts", "Post", report.posts],
    ["Listings", "Listing", report.listings],
    ["Towns", "Town", report.towns],
    ["Referring sites", "Site", report.referrers],
    [
      "Campaigns",
      "Source / campaign",
      report.campaigns.map(({ source, campaign, ...counts }) => ({
        key: [source, campaign].filter(Boolean).join(" / "),
        ...counts,
      })),
    ],
  ] as const;
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl">Insights</h1>
        <p className="mt-1 text-muted">
          What people read and what brings leads, {period.from} to {period.to} (Boston days).
          Counted without cookies or tracking: bots and the team are left out.
        </p>
      </div>
      <nav aria-label="Period" className="flex flex-wrap items-end gap-2">
        {INSIGHTS_PERIODS.map((days) => (
          <a
            key={days}
            href={`?days=${days}`}
            aria-current={period.days === days ? "page" : undefined}
            className="rounded-sm border border-line px-3 py-2 aria-[current=page]:bg-brand aria-[current=page]:text-white"
          >
            {days} days
          </a>
        ))}
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-xs">
            From
            <input
              type="date"
              name="from"
              defaultValue={period.from}
              className="block border border-line px-2 py-1.5"
            />
          </label>
          <label className="text-xs">
            To
            <input
              type="date"
              name="to"
              defaultValue={period.to}
              className="block border border-line px-2 py-1.5"
            />
          </label>
          <button type="submit" className="rounded-sm border border-line px-3 py-2">
            Show
          </button>
        </Form>
      </nav>
      <p>
        <a
          href={`/staff/insights.csv?from=${period.from}&to=${period.to}`}
          className="text-brand underline"
          download
        >
          Download the tables (CSV)
        </a>
      </p>
      <p data-totals="">
        <strong>{number(views)}</strong> page views · <strong>{number(visitors)}</strong> visitors ·{" "}
        <strong>{number(leads)}</strong> leads with a known source
      </p>
      <BarChart
        title="Visitors and page views per day"
        summary={`${number(views)} page views by ${number(visitors)} visitors from ${period.from} to ${period.to}.`}
        firstColumn="Day"
        series={[
          { key: "visitors", label: "Visitors", color: "#8b1a1a" },
          { key: "repeat", label: "Further views", color: "#78716c" },
        ]}
        points={report.days.map((day) => ({
          label: day.day.slice(5),
          values: { visitors: day.visitors, repeat: day.views - day.visitors },
        }))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Top
          title="Leads and conversion per source"
          columns={["Came from", "Leads"]}
          rows={report.leadsBySource.map((row) => [row.key, row.leads])}
        />
        <Top
          title="Leads and conversion per landing page"
          columns={["Landing page", "Leads", "Visitors", "Conversion"]}
          rows={report.leadsByLanding.map((row) => [
            row.key,
            row.leads,
            row.visitors,
            percent(row.leads, row.visitors),
          ])}
        />
        {reading.map(([title, first, rows]) => (
          <Top
            key={title}
            title={title}
            columns={[first, "Views", "Visitors"]}
            rows={rows.map((row) => [row.key, row.views, row.visitors])}
          />
        ))}
      </div>
    </div>
  );
}
