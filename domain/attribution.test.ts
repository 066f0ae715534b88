import { describe, expect, it } from "vitest";
import {
  attributionLine,
  carriesCampaign,
  decodeVisitCookie,
  encodeVisitCookie,
  sourceName,
  visitAttribution,
} from "./attribution.ts";

const SITE = ["www.kerriewu.com", "kerriewu.com"];
const landing = (pathAndQuery: string, referrer?: string) =>
  visitAttribution(new URL(pathAndQuery, "https://www.kerriewu.com"), referrer, SITE);

describe("a visit's first touch", () => {
  it("keeps the landing path without its query, and the referrer's host only", () => {
    const visit = landing(
      "/massachusetts/newton?utm_source=facebook&utm_medium=paid&utm_campaign=spring&x=1",
      "https://www.google.com/search?q=newton+schools",
    );
    expect(visit).toEqual({
      landingPath: "/massachusetts/newton",
      referrerHost: "www.google.com",
      utm: { source: "facebook", medium: "paid", campaign: "spring", term: null, content: null },
      paid: null,
    });
  });

  it("reads the five tags and an ad's click id", () => {
    const visit = landing(
      "/?utm_source=google&utm_medium=cpc&utm_campaign=c&utm_term=newton+condo&utm_content=a&gclid=xyz",
    );
    expect(visit.utm).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "c",
      term: "newton condo",
      content: "a",
    });
    expect(visit.paid).toBe("google");
    expect(landing("/?fbclid=abc").paid).toBe("meta");
  });

  it("is no referral from the site itself, nor from a non-web referrer", () => {
    expect(landing("/blog", "https://kerriewu.com/sellers").referrerHost).toBeNull();
    expect(landing("/blog", "https://www.kerriewu.com/").referrerHost).toBeNull();
    expect(landing("/blog", "android-app://com.google.android.gm/").referrerHost).toBeNull();
    expect(landing("/blog", "not a url").referrerHost).toBeNull();
  });

  it("cuts a tag to 200 characters and drops control characters", () => {
    const visit = landing(`/?utm_campaign=${"a".repeat(500)}&utm_source=x%0D%0Ay`);
    expect(visit.utm.campaign).toHaveLength(200);
    expect(visit.utm.source).toBe("xy");
  });

  it("knows a URL that starts a new visit: one with a campaign", () => {
    expect(carriesCampaign(new URL("https://a.test/?utm_source=x"))).toBe(true);
    expect(carriesCampaign(new URL("https://a.test/?gclid=1"))).toBe(true);
    expect(carriesCampaign(new URL("https://a.test/blog?page=2"))).toBe(false);
  });
});

describe("the source, named for people", () => {
  const cases: [string, string | undefined, string][] = [
    [
      "/massachusetts/newton?utm_source=facebook&utm_medium=paid&utm_campaign=spring",
      undefined,
      "Facebook (paid, spring)",
    ],
    [
      "/?fbclid=1&utm_campaign=spring-listing",
      "https://l.facebook.com/",
      "Facebook ad (spring-listing)",
    ],
    ["/?gclid=1", "https://www.google.com/", "Google ad"],
    [
      "/?utm_source=open-house-sign&utm_medium=qr&utm_campaign=12 Elm St open house",
      undefined,
      "QR: 12 Elm St open house",
    ],
    [
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=april-newsletter",
      undefined,
      "Email: April newsletter",
    ],
    ["/?utm_source=zillow", undefined, "Zillow"],
    ["/", "https://www.google.com/", "Google search"],
    ["/", "https://www.google.co.uk/", "Google search"],
    ["/", "https://duckduckgo.com/", "DuckDuckGo search"],
    ["/", "https://l.facebook.com/", "Facebook"],
    ["/", "https://t.co/", "X"],
    ["/", "https://www.bostonglobe.com/", "bostonglobe.com"],
    ["/", "https://www.kerriewu.com/blog", "Direct"],
    ["/", undefined, "Direct"],
  ];
  it.each(cases)("%s from %s is %s", (url, referrer, name) => {
    expect(sourceName(landing(url, referrer))).toBe(name);
  });
});

describe("the lead page's line", () => {
  it("reads source → landing page → form", () => {
    const visit = landing("/massachusetts/newton", "https://www.google.com/");
    expect(
      attributionLine({
        ...visit,
        formPage: "/sellers/home-value",
        source: sourceName(visit),
        form: "home-value",
      }),
    ).toBe("Google search → /massachusetts/newton → home-value request");
  });
});

describe("the visit cookie", () => {
  it("holds the fields and reads them back", () => {
    const visit = landing(
      "/massachusetts/newton?utm_source=facebook&utm_medium=paid&utm_campaign=spring&fbclid=1",
      "https://l.facebook.com/x",
    );
    expect(decodeVisitCookie(encodeVisitCookie(visit))).toEqual(visit);
  });

  it("is nothing when it is not a visit's fields", () => {
    expect(decodeVisitCookie(undefined)).toBeNull();
    expect(decodeVisitCookie("")).toBeNull();
    expect(decodeVisitCookie("l=https://evil.test/")).toBeNull();
    expect(decodeVisitCookie("s=facebook")).toBeNull();
  });

  it("keeps a forged value as short and clean as a forged URL would be", () => {
    const visit = decodeVisitCookie(`l=/&s=${"x".repeat(900)}&p=yahoo`);
    expect(visit?.utm.source).toHaveLength(200);
    expect(visit?.paid).toBeNull();
  });
});
