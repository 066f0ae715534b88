import { requireStaff } from "#app/utils/auth.server.ts";
import { countGuests } from "#server/staff/open-house-list.ts";
import { rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/open-houses-count";

/** The open house page's live count while it runs: people and sign-ins so far (polled). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = rowId(params.id);
  if (id === undefined) throw new Response("No such open house", { status: 404 });
  return Response.json(await countGuests(context.db, id), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
