import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES, type PageEntry } from "./pages.server.ts";

// The route table is the declared page list (app/pages.server.ts): each entry
// becomes a route, grouped under its layout route when it names one; then the
// catch-all 404.
const toRoute = ({ pattern, module }: PageEntry) =>
  pattern === "/" ? index(module) : route(pattern.slice(1), module);
const layouts = [...new Set(PAGES.flatMap((entry) => entry.layout ?? []))];

export default [
  ...PAGES.filter((entry) => !entry.layout).map(toRoute),
  ...layouts.map((file) =>
    layout(file, PAGES.filter((entry) => entry.layout === file).map(toRoute)),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
