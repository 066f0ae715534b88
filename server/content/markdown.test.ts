import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderPostMarkdown } from "./markdown.ts";

/** What an editor, a paste or an attacker might send as a body, and the part that must not survive. */
const HOSTILE: { input: string; forbidden: RegExp }[] = [
  { input: "<script>alert(1)</script>", forbidden: /<script|alert/i },
  { input: "Text <SCRIPT src=https://evil.example/x.js></SCRIPT>", forbidden: /<script/i },
  { input: '<img src="x.jpg" onerror="alert(1)">', forbidden: /onerror|alert/i },
  { input: '<p onclick="steal()">Hi</p>', forbidden: /onclick|steal/i },
  { input: '<a href="#" onmouseover="x()">t</a>', forbidden: /onmouseover/i },
  { input: "<svg onload=alert(1)><circle /></svg>", forbidden: /<svg|onload/i },
  { input: "<iframe src=https://evil.example></iframe>", forbidden: /<iframe/i },
  { input: "<object data=x.swf></object><embed src=x.swf>", forbidden: /<object|<embed/i },
  { input: "<style>body{display:none}</style>", forbidden: /<style|display/i },
  { input: '<p style="position:fixed;inset:0">cover</p>', forbidden: /style=/i },
  {
    input: '<form action="https://evil.example"><input name=p></form>',
    forbidden: /<form|<input/i,
  },
  { input: "[click](javascript:alert(1))", forbidden: /javascript:/i },
  { input: "[click](JaVaScRiPt:alert(1))", forbidden: /javascript:/i },
  { input: "[click](&#106;avascript:alert(1))", forbidden: /href=/i },
  { input: '<a href="java\tscript:alert(1)">t</a>', forbidden: /href=/i },
  { input: "[click](  javascript:alert(1))", forbidden: /href=/i },
  { input: '<a href="vbscript:msgbox(1)">t</a>', forbidden: /vbscript/i },
  { input: "[data](data:text/html;base64,PHNjcmlwdD4=)", forbidden: /data:/i },
  { input: "![pixel](data:image/png;base64,iVBORw0KGgo=)", forbidden: /data:|<img/i },
  { input: '<img src="javascript:alert(1)" alt="x">', forbidden: /javascript:|<img/i },
  { input: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', forbidden: /<math|xlink/i },
  { input: '<base href="https://evil.example/">', forbidden: /<base/i },
  {
    input: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    forbidden: /<meta/i,
  },
  { input: '<link rel="stylesheet" href="https://evil.example/x.css">', forbidden: /<link/i },
  { input: "<a href=//evil.example>protocol-relative</a>", forbidden: /evil\.example/i },
];

describe("renderPostMarkdown", () => {
  it.each(HOSTILE)("removes what could run or restyle the page: $input", ({ input, forbidden }) => {
    expect(renderPostMarkdown(input)).not.toMatch(forbidden);
  });

  it("keeps what the editor writes: headings, lists, links, emphasis, quotes, images, tables", () => {
    const html = renderPostMarkdown(
      [
        "## Before you tour",
        "- Bring the **pre-approval** letter\n- Note *everything*",
        "1. First\n2. Second",
        "Read [the checklist](/buyers) or write to [us](mailto:team@example.com).",
        "> A quote from a client",
        "![The kitchen of a colonial in Newton](https://example.com/kitchen.jpg)",
        "| Town | Median |\n|---|---|\n| Newton | $1.4M |",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Before you tour</h2>");
    expect(html).toContain("<li>Bring the <strong>pre-approval</strong> letter</li>");
    expect(html).toContain("<em>everything</em>");
    expect(html).toMatch(/<ol>\s*<li>First<\/li>/);
    expect(html).toContain('<a href="/buyers">the checklist</a>');
    expect(html).toContain('<a href="mailto:team@example.com">us</a>');
    expect(html).toMatch(/<blockquote>\s*<p>A quote from a client<\/p>/);
    expect(html).toContain('alt="The kitchen of a colonial in Newton"');
    expect(html).toContain('src="https://example.com/kitchen.jpg"');
    expect(html).toMatch(/<table>[\s\S]*<th>Town<\/th>[\s\S]*<td>Newton<\/td>/);
  });

  it("makes a body's h1 an h2 (the page's title is its one h1) and loads its images lazily", () => {
    const html = renderPostMarkdown("# Big\n\n![A porch](/images/blog/porch-640.jpg)");
    expect(html).toContain("<h2>Big</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain('loading="lazy"');
  });
});

describe("markdownToPlainText", () => {
  it("strips Markdown to the text a reader sees", () => {
    expect(
      markdownToPlainText("## Heading\n\nSome **bold** and a [link](/contact).\n\n- item"),
    ).toBe("Heading Some bold and a link. item");
  });
});
