import { requireStaff } from "#app/utils/auth.server.ts";
import { csvDownload } from "#app/utils/csv-download.server.ts";
import { teamDay } from "#domain/dates.ts";
import { insightsPeriod } from "#domain/insights-period.ts";
import { insightsCsvStream } from "#server/insights/report.ts";
import type { Route } from "./+types/insights-csv";

/** /staff/insights' tables for its period, whole, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const today = teamDay(new Date());
  const period = insightsPeriod(new URL(request.url).searchParams, today);
  return csvDownload(
    insightsCsvStream(context.db, period, today),
    `page-views-${period.from}-to-${period.to}.csv`,
  );
}
