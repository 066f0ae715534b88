import { redirect } from "react-router";
import { requireStaff } from "#app/utils/auth.server.ts";
import type { Route } from "./+types/index";

/** /staff opens Today, the workspace's first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/staff/today");
}

/** Nothing is posted here; a POST is refused like everywhere under /staff, a stranger's with 401. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  throw new Response("Nothing to post here.", { status: 405 });
}
