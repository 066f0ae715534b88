import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";

export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const action = refusePosts;
