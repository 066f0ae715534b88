import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "./inline-script-plugin.ts";

const PAGE_SCRIPT = fileURLToPath(new URL("../app/enhance/page.ts", import.meta.url));

/** Runs the plugin's load hook as Vite would for `id`. */
async function load(id: string, ssr: boolean) {
  const watched: string[] = [];
  const hook = inlineScripts().load as (
    this: { addWatchFile: (file: string) => void },
    id: string,
    options: { ssr: boolean },
  ) => Promise<string | null>;
  const code = await hook.call({ addWatchFile: (file) => watched.push(file) }, id, { ssr });
  return { code, watched };
}

describe("the inline-script plugin", () => {
  it("gives the server the module bundled as one classic script, and watches its files", async () => {
    const { code, watched } = await load(`\0inline-script:${PAGE_SCRIPT}`, true);
    const script = new Function(`${code!.replace("export default", "return")}`)() as string;
    expect(script.length).toBeGreaterThan(500);
    // A classic script: no module syntax, and everything it imports is inside it (it may load
    // a browser module with `import()`, which a classic script can).
    expect(script).not.toMatch(/\bimport\s*[{*\w"']|\bexport\b/);
    expect(script).toContain("data-current-year");
    expect(watched.some((file) => file.endsWith("app/enhance/reveal.ts"))).toBe(true);
  });

  it("gives the browser's bundle an empty string", async () => {
    const { code } = await load(`\0inline-script:${PAGE_SCRIPT}`, false);
    expect(code).toBe("export default '';");
  });

  it("leaves other modules to Vite", async () => {
    expect((await load(PAGE_SCRIPT, true)).code).toBeNull();
  });
});
