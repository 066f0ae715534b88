import { describe, expect, it } from "vitest";
import { isStaffPath, safeNext, unsubscribePath } from "./paths.ts";

describe("the paths both sides agree on", () => {
  it("knows the staff paths: pages, data fetches and downloads", () => {
    for (const path of ["/staff", "/staff/", "/staff/leads", "/staff.data", "/staff/leads.csv"])
      expect(isStaffPath(path), path).toBe(true);
    for (const path of ["/staffing", "/", "/blog/staff", "/STAFF/leads"])
      expect(isStaffPath(path), path).toBe(false);
  });

  it("links an unsubscribe token, encoded", () => {
    expect(unsubscribePath("a_b-c")).toBe("/unsubscribe?t=a_b-c");
    expect(unsubscribePath("a+b/c")).toBe("/unsubscribe?t=a%2Bb%2Fc");
  });
});

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
