import { requireStaff } from "#app/utils/auth.server.ts";
import { csvDownload } from "#app/utils/csv-download.server.ts";
import { teamDay } from "#domain/dates.ts";
import { parseLeadFilters } from "#server/staff/lead-filters.ts";
import { csvFileName, leadsCsvStream, recordCsvExport } from "#server/staff/leads-csv.ts";
import type { Route } from "./+types/leads-csv";

/** The inbox's view (same filters, every page) as a CSV download, streamed as it is read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  await recordCsvExport(context.db, user.email, filters);
  const stream = leadsCsvStream(context.db, filters);
  return csvDownload(stream, csvFileName(filters, teamDay(new Date())));
}
