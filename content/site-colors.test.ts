import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { site } from "./site.ts";

// The brand colours have one home for scripts (content/site.ts: theme colour, web manifest, QR code,
// e-mail, placeholder artwork) and one for styles (app/app.css theme tokens); they must agree.
test.each([
  ["brand", "--color-brand"],
  ["paper", "--color-cream"],
  ["ink", "--color-ink"],
  ["muted", "--color-muted"],
] as const)("site.colors.%s equals app.css %s", (name, token) => {
  const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
  const declared = new RegExp(`${token}:\\s*(#[0-9a-f]{3,8})\\s*;`, "i").exec(css)?.[1];
  expect(declared?.toLowerCase()).toBe(site.colors[name].toLowerCase());
});
