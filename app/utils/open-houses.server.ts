import type { AppLoadContext } from "react-router";
import { upcomingOpenHouses as listUpcoming, openHouseView } from "#server/open-houses.ts";

/**
 * For the home page (wired at merge): the next `limit` open houses, as <OpenHouseCard> shows
 * them (app/components/open-house.tsx), e.g. in home's loader:
 * `const openHouses = await upcomingOpenHouses(2)({ context });` and, when there are any,
 * `<OpenHouseCard house={house} headingLevel={3} />` for each, with a link to /open-houses.
 */
export const upcomingOpenHouses =
  (limit: number) =>
  async ({ context }: { context: AppLoadContext }) =>
    (await listUpcoming(context.db, new Date(), limit)).map(openHouseView);
