import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { browserModules } from "./browser-module-plugin.ts";

const CONTACT_CHECK = fileURLToPath(new URL("../app/enhance/contact-form.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

type Emitted = { type: string; fileName: string; source: string };

/** Runs the plugin's hooks as Vite would: resolved config, then `load` for `id`. */
async function load(id: string, { ssr, command }: { ssr: boolean; command: "build" | "serve" }) {
  const plugin = browserModules();
  (plugin.configResolved as (config: { command: string; root: string }) => void)({
    command,
    root: ROOT,
  });
  const emitted: Emitted[] = [];
  const hook = plugin.load as (
    this: { emitFile: (file: Emitted) => void },
    id: string,
    options: { ssr: boolean },
  ) => Promise<string | null>;
  const code = await hook.call({ emitFile: (file) => emitted.push(file) }, id, { ssr });
  const src =
    code === null ? null : (new Function(code.replace("export default", "return"))() as string);
  return { src, emitted };
}

describe("the browser-module plugin", () => {
  it("gives the client build a hashed ES module of the source and its address", async () => {
    const { src, emitted } = await load(`\0browser-module:${CONTACT_CHECK}`, {
      ssr: false,
      command: "build",
    });
    expect(src).toMatch(/^\/assets\/contact-form-[\w-]{10}\.js$/);
    expect(emitted).toHaveLength(1);
    expect(`/${emitted[0]!.fileName}`).toBe(src);
    // One module with all it imports inside: the zod schema's messages are in it.
    expect(emitted[0]!.source).toContain("Please choose how you heard about us");
    expect(emitted[0]!.source).not.toMatch(/\bimport\s*[{*\w]/);
  });

  it("gives the server build the same address, and writes no file there", async () => {
    const client = await load(`\0browser-module:${CONTACT_CHECK}`, {
      ssr: false,
      command: "build",
    });
    const server = await load(`\0browser-module:${CONTACT_CHECK}`, { ssr: true, command: "build" });
    expect(server.src).toBe(client.src);
    expect(server.emitted).toEqual([]);
  });

  it("answers `npm run dev` with the source's own address, which Vite serves", async () => {
    const { src, emitted } = await load(`\0browser-module:${CONTACT_CHECK}`, {
      ssr: true,
      command: "serve",
    });
    expect(src).toBe("/app/enhance/contact-form.ts");
    expect(emitted).toEqual([]);
  });

  it("leaves other modules to Vite", async () => {
    expect((await load(CONTACT_CHECK, { ssr: true, command: "build" })).src).toBeNull();
  });
});
