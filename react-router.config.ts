import type { Config } from "@react-router/dev/config";
import { blogPostPaths, resourcePaths, SSR_ONLY_PATHS, staticPagePaths } from "./app/site-paths.ts";

export default {
  ssr: true,
  // Every static page, every blog post and the XML/text resources become files at build time.
  async prerender() {
    return [
      ...staticPagePaths().filter((path) => !SSR_ONLY_PATHS.includes(path)),
      ...blogPostPaths(),
      ...resourcePaths(),
    ];
  },
} satisfies Config;
