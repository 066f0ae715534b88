import { requireStaff } from "#app/utils/auth.server.ts";
import { openHousePath, openHouseWhen, streetLine } from "#domain/open-house.ts";
import { openHouseQrPng, openHouseSignInUrl } from "#server/open-house-sign.ts";
import { getOpenHouseBySource } from "#server/open-houses.ts";
import { rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/events-qr-png";

/** The open house's code as a print PNG (>= 1200 px) with its address and date under it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = rowId(params.id);
  const house = id === undefined ? undefined : await getOpenHouseBySource(context.db, id);
  if (!house) throw new Response("No such open house", { status: 404 });
  const url = openHouseSignInUrl(context.staff.siteUrl, house.code);
  const png = await openHouseQrPng({
    url,
    street: streetLine(house),
    town: `${house.town}, MA ${house.zip}`,
    when: openHouseWhen(house.startsAt, house.endsAt),
    shortAddress: `${new URL(context.staff.siteUrl).host}${openHousePath(house.code)}`,
  });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="open-house-${house.code}.png"`,
      "Cache-Control": "private, no-store",
    },
  });
}
