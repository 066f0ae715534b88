import { redirect } from "react-router";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { normaliseOpenHouseCode, OPEN_HOUSE_PARAM } from "#domain/open-house.ts";
import type { Route } from "./+types/open-house-short";

/**
 * /oh/<code>, the short address a sign prints and a guest may type: answers with the open
 * house's sign-in page, which lives at /event/sign-in like every event's (the kiosk's offline
 * worker is scoped there). A typed code is forgiven its case and spaces.
 */
export function loader({ params }: Route.LoaderArgs) {
  const code = normaliseOpenHouseCode(params.code);
  if (!code) {
    throw new Response("There is no open house at this address. See /open-houses.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect(`/event/sign-in?${OPEN_HOUSE_PARAM}=${code}`);
}

export const action = refusePosts;
