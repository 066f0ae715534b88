/**
 * Every public page is written in Chinese too (issue 40 §1): a page added to the list in English
 * alone fails here, before any browser test, with its pattern named.
 */
import { describe, expect, it } from "vitest";
import { isStaffPage, PAGES } from "./pages.ts";

const publicDocuments = PAGES.filter((entry) => entry.kind === "document" && !isStaffPage(entry));

describe("the page list in two languages", () => {
  it("declares every public page in Chinese as well as English", () => {
    const englishOnly = publicDocuments
      .filter((entry) => !entry.languages.includes("zh-Hans"))
      .map((entry) => entry.pattern);
    expect(englishOnly).toEqual([]);
    expect(publicDocuments.every((entry) => entry.languages.includes("en"))).toBe(true);
  });
});
