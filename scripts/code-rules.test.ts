/**
 * Rules of issue 28 (docs/decisions/024-domain-and-server-modules.md), kept by a test: a module
 * stays under 400 lines (split it by concern, as server/db/schema/ is; since issue 37 every
 * module, tests and tools included), and nothing is cast through `unknown` to a type it is not
 * (type it, or check it with a schema). Since issue 37, imports run one way: `domain/` <-
 * `server/` <- `app/`, and neither of the first two reaches into `app/` or the build's
 * `scripts/`; `domain/` holds facts both sides use, so it imports no React, no database and no
 * Node API.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
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

/** The package.json aliases, as folders of the project. */
const ALIASES: Record<string, string> = {
  "#app/": "app/",
  "#content/": "content/",
  "#domain/": "domain/",
  "#server/": "server/",
  "#tests/": "tests/",
};

/**
 * What a module imports (static, dynamic, type-only and re-exports): our own modules as paths
 * from the project's root, packages and Node's modules by their name.
 */
function importsOf(source: string, file: string): string[] {
  const specifiers = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm,
  );
  return [...specifiers].map(([, specifier = ""]) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return ALIASES[alias] + specifier.slice(alias.length);
    if (specifier.startsWith(".")) return normalize(join(dirname(file), specifier));
    return specifier;
  });
}

/** Each import of `files` that `refused` names, as "file -> import". */
const importsWhere = (files: string[], refused: (imported: string) => boolean) =>
  files.flatMap((file) =>
    importsOf(readFileSync(join(ROOT, file), "utf8"), file)
      .filter(refused)
      .map((imported) => `${file} -> ${imported}`),
  );

const lineCount = (file: string) => readFileSync(join(ROOT, file), "utf8").split("\n").length - 1;

describe("the code's rules", () => {
  it("keeps every module under 400 lines, tests and tools included", () => {
    const modules = ["app", "server", "domain", "scripts", "tests", "content", "tools"].flatMap(
      (folder) =>
        readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
          .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
          .map((file) => join(folder, file)),
    );
    expect(modules.length).toBeGreaterThan(50);
    const tooLong = modules
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

  it("finds imports however they are written", () => {
    const source = [
      'import { a } from "#app/utils/a.ts";',
      'import type { B } from "../../app/b.ts";',
      'export { c } from "../scripts/c.ts";',
      'const d = await import("node:fs");',
      'import "react";',
    ].join("\n");
    expect(importsOf(source, "server/staff/x.ts")).toEqual([
      "app/utils/a.ts",
      "app/b.ts",
      "server/scripts/c.ts",
      "node:fs",
      "react",
    ]);
  });

  it("keeps server/ and domain/ out of app/ and scripts/", () => {
    const reaching = importsWhere(["server", "domain"].flatMap(sources), (imported) =>
      /^(app|scripts)\//.test(imported),
    );
    expect(reaching).toEqual([]);
  });

  it("keeps React, the database and Node's APIs out of domain/", () => {
    const outside = importsWhere(sources("domain"), (imported) =>
      /^(node:|react($|[-/])|drizzle-orm|@electric-sql\/|pg$|server\/)/.test(imported),
    );
    expect(outside).toEqual([]);
  });
});

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

describe("request bodies", () => {
  it("reads JSON from a request only through parseJsonBody, which checks it with a zod schema", () => {
    const reading = ["app", "server"]
      .flatMap(sources)
      .filter((file) => !isTest(file) && file !== join("app", "utils", "json-body.server.ts"))
      .filter((file) => /\brequest\.json\(/.test(readFileSync(join(ROOT, file), "utf8")));
    expect(reading).toEqual([]);
  });
});
