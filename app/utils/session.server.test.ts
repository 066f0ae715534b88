import { describe, expect, it } from "vitest";
import { safeNext } from "./session.server.ts";

describe("where a sign-in sends the member (safeNext)", () => {
  it("keeps a staff page, query included", () => {
    expect(safeNext("/staff/leads/7")).toBe("/staff/leads/7");
    expect(safeNext("/staff/leads?status=new&q=ann")).toBe("/staff/leads?status=new&q=ann");
    expect(safeNext("/staff")).toBe("/staff");
  });

  it("percent-encodes what a Location header cannot carry", () => {
    const next = safeNext("/staff/leads?q=Łukasz ☃");
    expect(next).toBe("/staff/leads?q=%C5%81ukasz%20%E2%98%83");
    expect(() => new Headers({ Location: next })).not.toThrow();
    expect(safeNext("/staff/☃")).toBe("/staff/%E2%98%83");
  });

  it("sends anything that is not a staff page on this site to the workspace", () => {
    for (const next of [
      null,
      undefined,
      "",
      "//evil.example/staff",
      "/\\evil.example/staff",
      "\\\\evil.example/staff",
      "https://evil.example/staff",
      "/staff/../contact",
      "/staff/%2e%2e/contact",
      "/staffing",
      "staff/leads",
      "/",
      "javascript:alert(1)",
    ]) {
      expect(safeNext(next), String(next)).toBe("/staff");
    }
  });
});
