import { describe, expect, it } from "vitest";
import {
  manageSearchUrl,
  manageToken,
  unsubscribeSearchUrl,
  verifyManageToken,
} from "./manage-token.ts";

describe("a saved search's signed links", () => {
  it("gives back the search a token was made for, and only for its own purpose", () => {
    expect(verifyManageToken(manageToken(42, "manage"), "manage")).toBe(42);
    expect(verifyManageToken(manageToken(42, "unsubscribe"), "unsubscribe")).toBe(42);
    expect(verifyManageToken(manageToken(42, "unsubscribe"), "manage")).toBeNull();
  });

  it("refuses another search's id under a signature, a bare id and a truncated signature", () => {
    const [, signature] = manageToken(42, "manage").split(".");
    expect(verifyManageToken(`43.${signature}`, "manage")).toBeNull();
    expect(verifyManageToken("42", "manage")).toBeNull();
    expect(verifyManageToken(`42.${signature!.slice(1)}`, "manage")).toBeNull();
  });

  it("links the management page and the one-click unsubscribe on the site", () => {
    const site = "https://www.example.com";
    const manage = new URL(manageSearchUrl(site, 7));
    const unsubscribe = new URL(unsubscribeSearchUrl(site, 7));
    expect(manage.origin).toBe(site);
    expect(manage.pathname).toMatch(/^\/homes\/alerts\/manage\/7\.[\w-]{43}$/);
    expect(unsubscribe.pathname).toMatch(/^\/homes\/alerts\/unsubscribe\/7\.[\w-]{43}$/);
    const token = (url: URL) => url.pathname.split("/").at(-1)!;
    expect(verifyManageToken(token(manage), "manage")).toBe(7);
    expect(verifyManageToken(token(unsubscribe), "unsubscribe")).toBe(7);
  });
});
