import type { Config } from "@react-router/dev/config";
import { prerenderedUrls } from "./app/pages.server.ts";

export default {
  ssr: true,
  // Exactly the pages the declared list marks "prerender" (app/pages.server.ts).
  prerender: () => prerenderedUrls(),
} satisfies Config;
