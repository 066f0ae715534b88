// `npm run dev`: the production Express app (server/main.ts) loaded through
// Vite's SSR loader, so the server and the pages share one module graph and
// the pages reload as their sources change. Plain JavaScript, so that NODE_ENV
// is set before Vite, React and Express are loaded. Vite's hot updates travel
// over the app's own HTTP server, which Vite needs before the app is loaded:
// it is made here, without production's request timeouts (server/main.ts).
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "development";
const root = fileURLToPath(new URL("..", import.meta.url));
const server = createServer();
const { createServer: createViteServer } = await import("vite");
const vite = await createViteServer({
  root,
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
});
server.on("close", () => void vite.close());
const { startServer } = await vite.ssrLoadModule("/server/main.ts");
startServer({
  root,
  server,
  appSource: () => ({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
    devMiddleware: vite.middlewares,
  }),
});
