import { describe, expect, it } from "vitest";
import { optimizeHtml } from "./html-optimizer.ts";

const page = (nonce: string) => `<!DOCTYPE html><html><head>
<link${nonce} rel="modulepreload" href="/assets/entry.client-A.js"/><link${nonce} rel="modulepreload" href="/assets/root-B.js"/>
<link${nonce} rel="stylesheet" href="/assets/root-C.css"/></head><body><h1>Hi</h1>
<script${nonce} type="module" async="">import "/assets/manifest-D.js";
import * as route0 from "/assets/root-B.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A.js");</script></body></html>`;

const readCss = (href: string) => `/* ${href} */body{color:red}`;

describe.each([
  ["a prerendered page", ""],
  ["a server-rendered page", ' nonce="abc123=="'],
])("optimizeHtml on %s", (_, nonce) => {
  const html = optimizeHtml(page(nonce), readCss);

  it("inlines the stylesheet and keeps its link as print-only, not render-blocking", () => {
    expect(html).toContain(`<style${nonce}>/* /assets/root-C.css */body{color:red}</style>`);
    expect(html).toContain(
      `<link${nonce} rel="stylesheet" href="/assets/root-C.css" media="print"/>`,
    );
  });

  it("drops the module preloads", () => {
    expect(html).not.toContain("modulepreload");
  });

  it("starts the app only after the load event, importing the same modules", () => {
    const script = html.slice(html.indexOf(`<script${nonce} type="module"`));
    expect(script).toContain('addEventListener("load"');
    expect(script).toContain('import("/assets/manifest-D.js")');
    expect(script).toContain('import("/assets/root-B.js")');
    expect(script).not.toMatch(/^import /m);
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(
      script.indexOf("__reactRouterRouteModules"),
    );
  });
});

it("leaves a page without the framework's bootstrap alone", () => {
  const html = "<html><body>plain</body></html>";
  expect(optimizeHtml(html, readCss)).toBe(html);
});
