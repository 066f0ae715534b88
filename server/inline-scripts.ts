import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * Written by the server build (scripts/inline-script-plugin.ts) into build/server/: the CSP
 * source ('sha256-…') of every script the pages inline, keyed by the module it was built from.
 * The build checks each prerendered page against it (scripts/prerender/inline-script-check.ts);
 * the server allows exactly these on the pages it answers from memory, prerendered or kept.
 */
export const INLINE_SCRIPTS_FILE = "inline-scripts.json";

/** The CSP source admitting an inline script whose text is `text` (the browser hashes its UTF-8). */
export const scriptHashSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const InlineScriptsSchema = z.record(z.string(), z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/));

/** The build's inline scripts: module → CSP source. */
export const readInlineScripts = (buildDir: string): Record<string, string> =>
  InlineScriptsSchema.parse(
    JSON.parse(readFileSync(join(buildDir, "server", INLINE_SCRIPTS_FILE), "utf8")),
  );

/** The CSP sources of the build's inline scripts, for every page served from memory. */
export const readInlineScriptHashes = (buildDir: string) =>
  Object.values(readInlineScripts(buildDir));
