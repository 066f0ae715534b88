import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { normaliseOpenHouseCode } from "#domain/open-house.ts";
import { getOpenHouseByCode } from "#server/open-houses.ts";
import { countGuests } from "#server/staff/open-house-list.ts";
import type { Route } from "./+types/open-house-guest-count";

/**
 * How many people signed in at an open house so far, from every tablet and phone: the kiosk's
 * "N guests so far" (issue 39). A number, nothing of any guest.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const code = normaliseOpenHouseCode(params.code);
  const house = code ? await getOpenHouseByCode(context.db, code) : undefined;
  if (!house) return Response.json({ error: "No such open house." }, { status: 404 });
  const { people } = await countGuests(context.db, house.leadSourceId);
  // Polled while the open house runs: always today's number, never a cached one.
  return Response.json({ people }, { headers: { "Cache-Control": "no-store" } });
}

export const action = refusePosts;
