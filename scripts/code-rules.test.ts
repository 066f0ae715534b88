/**
 * Rules of issue 28 (docs/decisions/024-domain-and-server-modules.md), kept by a test: a server
 * module stays under 400 lines (split it by concern, as server/db/schema/ is), and nothing is
 * cast through `unknown` to a type it is not (type it, or check it with a schema).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAX_LINES = 400;
/** Spelled in pieces, so this file does not find itself. */
const DOUBLE_CAST = ["as", "unknown", "as"].join(" ");

/** The TypeScript files under a folder of the project, as paths from its root. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const lineCount = (file: string) => readFileSync(join(ROOT, file), "utf8").split("\n").length - 1;

describe("the code's rules", () => {
  it("keeps every server module under 400 lines", () => {
    const serverModules = [
      ...sources("server"),
      ...["app", "scripts", "domain"]
        .flatMap(sources)
        .filter((file) => /\.server\.tsx?$/.test(file)),
    ].filter((file) => !isTest(file));
    expect(serverModules.length).toBeGreaterThan(50);
    const tooLong = serverModules
      .filter((file) => lineCount(file) > MAX_LINES)
      .map((file) => `${file}: ${lineCount(file)} lines`);
    expect(tooLong).toEqual([]);
  });

  it("casts nothing through unknown, tests included", () => {
    const files = ["app", "server", "domain", "scripts", "tests", "content", "tools"].flatMap(
      sources,
    );
    const casting = files.filter((file) =>
      readFileSync(join(ROOT, file), "utf8").includes(DOUBLE_CAST),
    );
    expect(casting).toEqual([]);
  });
});

describe("request bodies", () => {
  it("reads JSON from a request only through parseJsonBody, which checks it with a zod schema", () => {
    const reading = ["app", "server"]
      .flatMap(sources)
      .filter((file) => !isTest(file) && file !== join("server", "json-body.ts"))
      .filter((file) => /\brequest\.json\(/.test(readFileSync(join(ROOT, file), "utf8")));
    expect(reading).toEqual([]);
  });
});
