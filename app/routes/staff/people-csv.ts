import { requireStaff } from "#app/utils/auth.server.ts";
import { csvDownload } from "#app/utils/csv-download.server.ts";
import { teamDay } from "#domain/dates.ts";
import { parseLeadFilters } from "#server/staff/lead-filters.ts";
import { csvFileName } from "#server/staff/leads-csv.ts";
import { peopleCsvStream, recordPeopleCsvExport } from "#server/staff/people-csv.ts";
import type { Route } from "./+types/people-csv";

/** The inbox's people (same filters, every page), one row each, as a CSV a CRM imports. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  await recordPeopleCsvExport(context.db, user.email, filters);
  const viewer = { email: user.email.toLowerCase(), team: context.staff.team };
  const stream = peopleCsvStream(context.db, filters, viewer);
  const name = csvFileName(filters, teamDay(new Date())).replace(/^leads-/, "people-");
  return csvDownload(stream, name);
}
