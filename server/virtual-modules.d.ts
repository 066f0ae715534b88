/** React Router's server build, as its Vite plugin provides it to the server entry. */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
