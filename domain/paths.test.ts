import { describe, expect, it } from "vitest";
import { isStaffPath, unsubscribePath } from "./paths.ts";

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
