import { requireStaff } from "#app/utils/auth.server.ts";
import { openHouseWhen, streetLine } from "#domain/open-house.ts";
import { openHouseQrPng, openHouseToPrint } from "#server/open-house-sign.ts";
import type { Route } from "./+types/open-houses-qr-png";

/** The open house's code as a print PNG (>= 1200 px) with its address and date under it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { house, url, shortAddress } = await openHouseToPrint(
    context.db,
    context.staff.siteUrl,
    params.id,
  );
  const png = await openHouseQrPng({
    url,
    street: streetLine(house),
    town: `${house.town}, MA ${house.zip}`,
    when: openHouseWhen(house.startsAt, house.endsAt),
    shortAddress,
  });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="open-house-${house.code}.png"`,
      "Cache-Control": "private, no-store",
    },
  });
}
