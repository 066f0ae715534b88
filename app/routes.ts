import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { CHINESE, pathIn, translatedRouteId } from "#domain/language.ts";
import type { PageEntry } from "#server/page-entry.ts";
import { PAGES, SITE_LAYOUT } from "#server/pages.ts";

// The route table is the declared page list (server/pages.ts): each entry becomes a route per
// language it is written in (the Chinese one under /zh/, the same module under its own id,
// domain/language.ts), grouped under the layout route it names (the site's, the kiosk's, the staff
// workspace's), which decides whether its pages load the framework (docs/decisions/034); then, in
// the site's layout, the catch-all 404 in each language.
const toRoutes = ({ pattern, module, languages }: PageEntry) =>
  languages.length === 1
    ? [pattern === "/" ? index(module) : route(pattern.slice(1), module)]
    : languages.map((language) => {
        const options = { id: translatedRouteId(module, language, languages) };
        const path = pathIn(language, pattern);
        return path === "/" ? index(module, options) : route(path.slice(1), module, options);
      });
const layouts = [...new Set(PAGES.flatMap((entry) => entry.layout ?? []))];
const notFound = [
  ...CHINESE.map((language) =>
    route(pathIn(language, "/*").slice(1), "routes/not-found.tsx", {
      id: translatedRouteId("routes/not-found.tsx", language, [language]),
    }),
  ),
  route("*", "routes/not-found.tsx"),
];

export default [
  ...PAGES.filter((entry) => !entry.layout).flatMap(toRoutes),
  ...layouts.map((file) =>
    layout(file, [
      ...PAGES.filter((entry) => entry.layout === file).flatMap(toRoutes),
      ...(file === SITE_LAYOUT ? notFound : []),
    ]),
  ),
] satisfies RouteConfig;
