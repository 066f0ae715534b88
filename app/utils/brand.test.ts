import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { BRAND_COLOR } from "./brand.ts";

test("the TS brand colour is the CSS theme's --color-brand", () => {
  const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
  const declared = /--color-brand:\s*(#[0-9a-f]{3,8})\s*;/i.exec(css)?.[1];
  expect(declared?.toLowerCase()).toBe(BRAND_COLOR.toLowerCase());
});
