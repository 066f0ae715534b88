import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES, type PageEntry, SITE_LAYOUT } from "#server/pages.ts";

// The route table is the declared page list (server/pages.ts): each entry becomes a route,
// grouped under the layout route it names (the site's, the kiosk's, the staff workspace's), which
// decides whether its pages load the framework (docs/decisions/034); then, in the site's layout,
// the catch-all 404.
const toRoute = ({ pattern, module }: PageEntry) =>
  pattern === "/" ? index(module) : route(pattern.slice(1), module);
const layouts = [...new Set(PAGES.flatMap((entry) => entry.layout ?? []))];
const notFound = route("*", "routes/not-found.tsx");

export default [
  ...PAGES.filter((entry) => !entry.layout).map(toRoute),
  ...layouts.map((file) =>
    layout(file, [
      ...PAGES.filter((entry) => entry.layout === file).map(toRoute),
      ...(file === SITE_LAYOUT ? [notFound] : []),
    ]),
  ),
] satisfies RouteConfig;
