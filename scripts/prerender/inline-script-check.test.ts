import { describe, expect, it } from "vitest";
import { scriptHashSource } from "../../server/inline-scripts.ts";
import { checkInlineScripts } from "./inline-script-check.ts";

const SITE_URL = "https://example.com";
const PAGE_SCRIPT = 'document.title+="";';
const RULES = '{"prefetch":[]}';
const RECORDED = {
  "app/enhance/page.ts": scriptHashSource(PAGE_SCRIPT),
  "app/utils/speculation-rules.json": scriptHashSource(RULES),
};

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body>${scripts}</body></html>`;

const check = (html: string) => () => checkInlineScripts(html, "/team", RECORDED, SITE_URL);

describe("the build's check of a prerendered page's inline scripts", () => {
  it("passes a page whose inline scripts are all recorded, JSON-LD and files aside", () => {
    expect(
      check(
        page(
          `<script data-page-kind="html-only">${PAGE_SCRIPT}</script>` +
            `<script type="speculationrules">${RULES}</script>` +
            `<script type="application/ld+json">{"url":"${SITE_URL}"}</script>` +
            `<script src="/assets/x.js"></script>`,
        ),
      ),
    ).not.toThrow();
  });

  it("stops the build on an inline script the server build did not record, naming page and script", () => {
    expect(check(page(`<script>alert(1)</script>`))).toThrow(
      /\/team: .*<script>alert\(1\).* not one the server build recorded/,
    );
    // Rules that differ by one character are another script to the browser's CSP.
    expect(check(page(`<script type="speculationrules">${RULES} </script>`))).toThrow(
      /speculationrules/,
    );
  });

  it("stops the build on a recorded script that names the build's origin", () => {
    const naming = `fetch("${SITE_URL}/x")`;
    expect(() =>
      checkInlineScripts(
        page(`<script>${naming}</script>`),
        "/team",
        { ...RECORDED, "app/enhance/x.ts": scriptHashSource(naming) },
        SITE_URL,
      ),
    ).toThrow(/names the origin https:\/\/example\.com/);
  });
});
