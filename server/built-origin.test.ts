import { describe, expect, it } from "vitest";
import { originRewriter } from "./built-origin.ts";

describe("originRewriter", () => {
  const rewrite = originRewriter("http://localhost:3000", "https://www.example.test");

  it("rewrites the build's origin in addresses, attributes, JSON and text", () => {
    expect(
      rewrite(
        '<link rel="canonical" href="http://localhost:3000/team"/>' +
          '{"url":"http://localhost:3000/"} <loc>http://localhost:3000</loc> at http://localhost:3000.',
      ),
    ).toBe(
      '<link rel="canonical" href="https://www.example.test/team"/>' +
        '{"url":"https://www.example.test/"} <loc>https://www.example.test</loc> at https://www.example.test.',
    );
  });

  it("leaves a longer port or host that only begins with it", () => {
    expect(
      rewrite("http://localhost:30001/ http://localhost:3000-x http://localhost:3000.example"),
    ).toBe("http://localhost:30001/ http://localhost:3000-x http://localhost:3000.example");
    expect(originRewriter("https://example.com", "https://b.test")("https://example.com.au/")).toBe(
      "https://example.com.au/",
    );
  });
});
