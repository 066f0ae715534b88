import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { readMlsSettings } from "#server/mls/settings.ts";
import { homesSitemapPart } from "#server/sitemap-homes.ts";
import type { Route } from "./+types/sitemaps-homes";

/**
 * /sitemaps/homes/<language>-<part>.xml: the MLS's homes on the market in a language, each with
 * its versions in the others, as many per part as the protocol allows. Read per request, not kept:
 * a home that leaves the feed leaves here at the next sync (issue 42 §1).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const part = readMlsSettings().feed
    ? await homesSitemapPart(context.db, params.file, absoluteUrl)
    : null;
  if (!part) throw new Response("Not found", { status: 404 });
  return new Response(part, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

export const action = refusePosts;
