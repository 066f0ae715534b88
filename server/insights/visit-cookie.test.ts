import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadAttributionOf, noteVisits } from "./visit-cookie.ts";

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(noteVisits({ siteUrl: "https://www.example.test", https: true }));
  app.use((_req, res) => res.send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers }).then((res) => res.headers.get("set-cookie"));

describe("the visit cookie", () => {
  it("is set on the first page of a visit: only the visit's fields, HttpOnly, Lax, Secure", async () => {
    const cookie = await visit("/massachusetts/newton?utm_source=facebook&utm_medium=paid", {
      Referer: "https://l.facebook.com/l.php?u=x",
    });
    expect(cookie).toBe(
      `visit=l=%2Fmassachusetts%2Fnewton&r=l.facebook.com&s=facebook&m=paid; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("lasts the browser's session: no Expires, no Max-Age", async () => {
    expect(await visit("/")).not.toMatch(/expires|max-age/i);
  });

  it("is kept through the visit, and replaced by a new campaign", async () => {
    const cookie = { Cookie: `visit=l=%2Fblog&r=www.google.com` };
    expect(await visit("/buyers", cookie)).toBeNull();
    expect(await visit("/buyers?utm_source=newsletter&utm_medium=email", cookie)).toMatch(
      /^visit=l=%2Fbuyers&s=newsletter&m=email;/,
    );
  });

  it("is not set for the team's pages, the kiosk, files or data fetches", async () => {
    for (const path of [
      "/staff",
      "/staff/leads",
      "/event/sign-in?event=x&kiosk=1",
      "/favicon.ico",
      "/assets/app-1.js",
      "/media/u/abc.webp",
      "/blog.data",
      "/__manifest?p=/",
    ])
      expect(await visit(path), path).toBeNull();
  });

  it("is not set on a post", async () => {
    const res = await fetch(`${base}/contact`, { method: "POST" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("a lead's attribution", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://www.example.test/sellers/home-value", { method: "POST", headers });

  it("is the visit's first touch and the page the form was on", () => {
    expect(
      leadAttributionOf(
        post({
          Cookie: `staff=1; visit=l=%2Fmassachusetts%2Fnewton&s=facebook&m=paid&c=spring`,
          Referer: "https://www.example.test/massachusetts/newton/schools?x=1",
        }),
      ),
    ).toEqual({
      landingPath: "/massachusetts/newton",
      referrerHost: null,
      utm: { source: "facebook", medium: "paid", campaign: "spring", term: null, content: null },
      paid: null,
      formPage: "/massachusetts/newton/schools",
    });
  });

  it("names the form's own page when the Referer is missing or another site's", () => {
    const cookie = `visit=l=%2F`;
    expect(leadAttributionOf(post({ Cookie: cookie }))?.formPage).toBe("/sellers/home-value");
    expect(
      leadAttributionOf(post({ Cookie: cookie, Referer: "https://other.test/a" }))?.formPage,
    ).toBe("/sellers/home-value");
  });

  it("is unknown without the visit cookie", () => {
    expect(leadAttributionOf(post({}))).toBeNull();
    expect(leadAttributionOf(post({ Cookie: "visit=%E0%A4%A" }))).toBeNull();
    expect(leadAttributionOf(post({ Cookie: "visit=l=https%3A%2F%2Fevil.test" }))).toBeNull();
  });
});
