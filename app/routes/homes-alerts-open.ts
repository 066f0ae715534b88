import { redirect } from "react-router";
import { siteUrlFrom } from "#app/utils/site-url.ts";
import { readOpenToken } from "#server/alerts/alert-links.ts";
import { recordAlertOpen } from "#server/alerts/opened.ts";
import type { Route } from "./+types/homes-alerts-open";

/**
 * /homes/alerts/open/<token>: each home's link in an alert, and the "keep my alerts" link.
 * Records the opening (server/alerts/opened.ts) and answers 303 to the home's page in her
 * language (or her alerts page); a token not ours is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = readOpenToken(params.token);
  const to =
    opened &&
    (await recordAlertOpen(context.db, opened, { siteUrl: siteUrlFrom(process.env.SITE_URL) }));
  if (!to) throw new Response("Not found", { status: 404 });
  return redirect(to, 303);
}
