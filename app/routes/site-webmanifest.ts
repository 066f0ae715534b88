import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { site } from "#content/site.ts";

/** The web app manifest, from the site's facts (name and colours live in content/site.ts). */
export function loader() {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: "/",
    display: "browser",
    theme_color: site.colors.brand,
    background_color: site.colors.paper,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}

export const action = refusePosts;
