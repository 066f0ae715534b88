import { describe, expect, it } from "vitest";
import { serverOnlyReason } from "./server-only-guard.ts";

const ROOT = "/work/site";

describe("which modules may not reach the browser", () => {
  it("refuses the server folder and .server modules", () => {
    expect(serverOnlyReason(`${ROOT}/server/staff/inbox.ts`, ROOT)).toBe("it is under server/");
    expect(serverOnlyReason(`${ROOT}/server/db/schema.ts?import`, ROOT)).toBe(
      "it is under server/",
    );
    expect(serverOnlyReason(`${ROOT}/app/utils/auth.server.ts`, ROOT)).toBe(
      "it is a .server module",
    );
    expect(serverOnlyReason(`${ROOT}/server/pages.ts`, ROOT)).toBe("it is under server/");
  });

  it("lets the app, the shared domain, the content and dependencies through", () => {
    for (const file of [
      "app/routes/staff/lead-detail.tsx",
      "app/components/staff/note-form.tsx",
      "domain/lead-note.ts",
      "content/site.ts",
      "app/server-status.tsx", // a name that merely contains "server"
      "node_modules/react-router/dist/index.mjs",
      "node_modules/some-lib/server/index.js", // a dependency's own folder named server
    ])
      expect(serverOnlyReason(`${ROOT}/${file}`, ROOT), file).toBeUndefined();
    expect(serverOnlyReason("/elsewhere/server/x.ts", ROOT)).toBeUndefined();
  });
});
