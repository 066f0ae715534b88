import { requireStaff } from "#app/utils/auth.server.ts";
import { exportPerson } from "#server/staff/privacy.ts";
import { rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/lead-detail-json";

/** A person's data as a JSON download (a privacy request's copy); the download is audited. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const personId = rowId(params.id);
  const copy =
    personId === undefined
      ? undefined
      : await exportPerson(context.db, { personId, actor: user.email });
  if (!copy) throw new Response("No such lead", { status: 404 });
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-${personId}.json"`,
    },
  });
}
