import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { browserModules, bundleBrowserModules } from "./browser-module-plugin.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CONTACT_CHECK = "app/enhance/contact-form.ts";
const HOME_VALUE_CHECK = "app/enhance/home-value-form.ts";
/** A message of zod's own (its number check), in every form's bundle that validates with zod. */
const ZOD_CODE = "Invalid input";

/** Runs the plugin's `load` as `npm run dev` (Vite's dev server) would. */
async function loadInDev(id: string) {
  const plugin = browserModules();
  (plugin.configResolved as (config: object) => void)({
    command: "serve",
    root: ROOT,
    build: { ssr: false, outDir: "build/client" },
  });
  const code = await (plugin.load as (id: string) => string | null)(id);
  return code === null
    ? null
    : (new Function(code.replace("export default", "return"))() as string);
}

describe("the browser modules' shared build", () => {
  it("gives each module a hashed ES module, and the code they share one chunk both import", async () => {
    const { addresses, files } = await bundleBrowserModules(
      [CONTACT_CHECK, HOME_VALUE_CHECK],
      ROOT,
    );
    const contact = files.find((file) => file.fileName === addresses[CONTACT_CHECK]);
    const homeValue = files.find((file) => file.fileName === addresses[HOME_VALUE_CHECK]);
    expect(contact?.fileName).toMatch(/^assets\/contact-form-[\w-]{8}\.js$/);
    expect(homeValue?.fileName).toMatch(/^assets\/home-value-form-[\w-]{8}\.js$/);
    // The form's own messages stay in its module; zod is in no entry but in one shared chunk.
    expect(contact?.code).toContain("Please choose how you heard about us");
    const withZod = files.filter((file) => file.code.includes(ZOD_CODE));
    expect(withZod).toHaveLength(1);
    const shared = withZod[0]!.fileName.replace("assets/", "./");
    expect(contact?.code).toContain(shared);
    expect(homeValue?.code).toContain(shared);
  });

  it("names the same files for the same sources (the server build reads the client's names)", async () => {
    const first = await bundleBrowserModules([CONTACT_CHECK, HOME_VALUE_CHECK], ROOT);
    const second = await bundleBrowserModules([CONTACT_CHECK, HOME_VALUE_CHECK], ROOT);
    expect(second.addresses).toEqual(first.addresses);
  });

  it("answers `npm run dev` with the source's own address, which Vite serves", async () => {
    expect(await loadInDev(`\0browser-module:${ROOT}${CONTACT_CHECK}`)).toBe(`/${CONTACT_CHECK}`);
  });

  it("leaves other modules to Vite", async () => {
    expect(await loadInDev(`${ROOT}${CONTACT_CHECK}`)).toBeNull();
  });
});
