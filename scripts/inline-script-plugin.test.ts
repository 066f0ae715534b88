import { fileURLToPath } from "node:url";
import type { EmittedFile, NormalizedOutputOptions } from "rollup";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { INLINE_SCRIPTS_FILE, scriptHashSource } from "../server/inline-scripts.ts";
import { inlineScriptId, inlineScripts } from "./inline-script-plugin.ts";

const PAGE_SCRIPT = fileURLToPath(new URL("../app/enhance/page.ts", import.meta.url));
const SPECULATION_RULES = fileURLToPath(
  new URL("../app/utils/speculation-rules.json", import.meta.url),
);

/** Runs the plugin's load hook as Vite would for `id`. */
async function load(id: string, ssr: boolean, plugin: Plugin = inlineScripts()) {
  const watched: string[] = [];
  const hook = plugin.load as (
    this: { addWatchFile: (file: string) => void },
    id: string,
    options: { ssr: boolean },
  ) => Promise<string | null>;
  const code = await hook.call({ addWatchFile: (file) => watched.push(file) }, id, { ssr });
  return { code, watched };
}

/** The string a loaded module exports. */
const exported = (code: string | null) =>
  new Function(`${code!.replace("export default", "return")}`)() as string;

/** Runs the plugin's generateBundle hook as Vite would in a build of `consumer`; returns what it emits. */
function generateBundle(plugin: Plugin, consumer: "client" | "server") {
  const emitted: EmittedFile[] = [];
  const hook = plugin.generateBundle;
  if (typeof hook !== "function") throw new Error("generateBundle is not a plain hook");
  // The hook reads the build's consumer alone, neither the output options nor the bundle.
  const context = {
    environment: { config: { consumer } },
    emitFile: (file: EmittedFile) => String(emitted.push(file)),
  };
  hook.call(context as ThisParameterType<typeof hook>, {} as NormalizedOutputOptions, {}, true);
  return emitted;
}

describe("the inline-script plugin", () => {
  it("gives the server the module bundled as one classic script, and watches its files", async () => {
    const { code, watched } = await load(inlineScriptId(PAGE_SCRIPT), true);
    const script = exported(code);
    expect(script.length).toBeGreaterThan(500);
    // A classic script: no module syntax, and everything it imports is inside it (it may load
    // a browser module with `import()`, which a classic script can).
    expect(script).not.toMatch(/\bimport\s*[{*\w"']|\bexport\b/);
    expect(script).toContain("data-current-year");
    expect(watched.some((file) => file.endsWith("app/enhance/reveal.ts"))).toBe(true);
  });

  it("gives the browser's bundle an empty string", async () => {
    const { code } = await load(inlineScriptId(PAGE_SCRIPT), false);
    expect(code).toBe("export default '';");
  });

  it("inlines a JSON module as its JSON on one line, in both bundles", async () => {
    const server = exported((await load(inlineScriptId(SPECULATION_RULES), true)).code);
    expect(JSON.parse(server)).toHaveProperty("prefetch");
    expect(server).not.toContain("\n");
    expect(exported((await load(inlineScriptId(SPECULATION_RULES), false)).code)).toBe(server);
  });

  it("writes the hash of every script it inlined for the server, by module, with the server build", async () => {
    const plugin = inlineScripts();
    const page = exported((await load(inlineScriptId(PAGE_SCRIPT), true, plugin)).code);
    const rules = exported((await load(inlineScriptId(SPECULATION_RULES), true, plugin)).code);
    expect(generateBundle(plugin, "client")).toEqual([]);
    const [file, ...others] = generateBundle(plugin, "server");
    expect(others).toEqual([]);
    expect(file).toMatchObject({ type: "asset", fileName: INLINE_SCRIPTS_FILE });
    expect(JSON.parse(String(file?.type === "asset" && file.source))).toEqual({
      "app/enhance/page.ts": scriptHashSource(page),
      "app/utils/speculation-rules.json": scriptHashSource(rules),
    });
  });

  it("leaves other modules to Vite", async () => {
    expect((await load(PAGE_SCRIPT, true)).code).toBeNull();
  });
});
