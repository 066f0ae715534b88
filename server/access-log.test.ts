import { describe, expect, it } from "vitest";
import { urlForLog } from "./access-log.ts";

describe("what the access log keeps of a URL", () => {
  it("keeps the path and the query's parameter names, never their values", () => {
    expect(urlForLog("/staff/leads?q=alice%40example.com&status=new")).toEqual({
      path: "/staff/leads",
      query: "q,status",
    });
    expect(urlForLog("/unsubscribe?t=secret-token")).toEqual({ path: "/unsubscribe", query: "t" });
    expect(urlForLog("/blog/buying-in-newton")).toEqual({
      path: "/blog/buying-in-newton",
      query: undefined,
    });
  });

  it("hides the e-mailed login link's token, not the passkey endpoint", () => {
    expect(urlForLog("/staff/login/AbC-123_xyz").path).toBe("/staff/login/…");
    expect(urlForLog("/staff/login/AbC-123_xyz.data?next=%2Fstaff").path).toBe("/staff/login/…");
    expect(urlForLog("/staff/login/passkey").path).toBe("/staff/login/passkey");
    expect(urlForLog("/staff/login?next=%2Fstaff%2Fleads")).toEqual({
      path: "/staff/login",
      query: "next",
    });
  });
});
