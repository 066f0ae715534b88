import { redirect } from "react-router";
import { requireStaff } from "#app/utils/auth.server.ts";
import { methodNotAllowed } from "#app/utils/method-not-allowed.ts";
import type { Route } from "./+types/content-homes-moved";

/**
 * The sold homes' editor was retired when they became Sold listings (issue 41: one record for
 * a home's whole life): its addresses, bookmarked or in old mails, open the Sold listings.
 */
export const SOLD_LISTINGS = "/staff/listings?status=sold";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect(SOLD_LISTINGS, 301);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  return methodNotAllowed();
}
