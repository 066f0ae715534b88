import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ErasureExplained } from "./erasure-explained.tsx";

it("the erase panel says what erasing keeps (a keyed hash of an unsubscribed address) and why", () => {
  const text = renderToStaticMarkup(<ErasureExplained />);
  expect(text).toContain("Kept: if the address unsubscribed, a keyed hash of it");
  expect(text).toContain("never sent follow-up e-mail again");
  expect(text).toContain("database files");
});
