import { redirect } from "react-router";
import { requireStaff } from "#app/utils/auth.server.ts";
import type { Route } from "./+types/index";

/** /staff opens the inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/staff/leads");
}
