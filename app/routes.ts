import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES } from "./pages.server.ts";

// The route table is the declared page list (app/pages.server.ts), plus the catch-all 404.
export default [
  ...PAGES.map(({ pattern, module }) =>
    pattern === "/" ? index(module) : route(pattern.slice(1), module),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
