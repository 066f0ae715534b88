import { describe, expect, it, vi } from "vitest";
import { getMeta } from "./meta.ts";

describe("getMeta", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags", () => {
    const tags = getMeta({
      title: "Portfolio",
      description: "Homes we sold.",
      path: "/portfolio",
      image: "portfolio",
    });
    expect(tags).toContainEqual({ title: "Portfolio | Marlow Home Group" });
    expect(tags).toContainEqual({ name: "description", content: "Homes we sold." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/portfolio",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "http://localhost:3000/portfolio" });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "http://localhost:3000/og/portfolio.jpg",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("names the SITE_URL the server serves, read when the page is rendered", () => {
    vi.stubEnv("SITE_URL", "https://www.example.test/");
    try {
      const tags = getMeta({ title: "Team", description: "Who we are.", path: "/team" });
      expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.test/team" });
      expect(tags).toContainEqual({
        property: "og:image",
        content: "https://www.example.test/og/home.jpg",
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("takes an MLS home's photo, on its provider's host, as the Open Graph image", () => {
    const photo = "https://photos.example-mls.com/73000001/1.jpg";
    const tags = getMeta({ title: "45 Walnut St", description: "A home.", image: photo });
    expect(tags).toContainEqual({ property: "og:image", content: photo });
  });

  it("gives a page without a path (a 404) no canonical link and no og:url", () => {
    const tags = getMeta({ title: "Page not found", description: "Nothing here." });
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "canonical")).toEqual([]);
    expect(tags.filter((tag) => "property" in tag && tag.property === "og:url")).toEqual([]);
  });

  it("adds one JSON-LD block per object", () => {
    const tags = getMeta({
      title: "T",
      description: "D",
      path: "/",
      jsonLd: [{ "@type": "A" }, { "@type": "B" }],
    });
    expect(tags.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  });
});

describe("getMeta for a page in two languages", () => {
  const matches = [{ id: "root" }, { id: "routes/team|zh-Hans|en,zh-Hans" }];

  it("names its own address, each version and x-default, in the address's language", () => {
    const tags = getMeta(
      { title: "团队", description: "我们是谁。", path: "/team" },
      { location: { pathname: "/zh/team" }, matches },
    );
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/zh/team",
    });
    const alternates = tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "http://localhost:3000/team" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "zh-Hans",
        href: "http://localhost:3000/zh/team",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "http://localhost:3000/team",
      },
    ]);
    expect(tags).toContainEqual({ property: "og:locale", content: "zh_CN" });
  });

  it("names both scripts on a Traditional page, its own address the canonical", () => {
    const tags = getMeta(
      { title: "團隊", description: "我們是誰。", path: "/team" },
      {
        location: { pathname: "/zh-hant/team" },
        matches: [{ id: "root" }, { id: "routes/team|zh-Hant|en,zh-Hans,zh-Hant" }],
      },
    );
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/zh-hant/team",
    });
    const alternates = tags.flatMap((tag) =>
      "rel" in tag && tag.rel === "alternate" ? [[tag.hrefLang, tag.href]] : [],
    );
    expect(alternates).toEqual([
      ["en", "http://localhost:3000/team"],
      ["zh-Hans", "http://localhost:3000/zh/team"],
      ["zh-Hant", "http://localhost:3000/zh-hant/team"],
      ["x-default", "http://localhost:3000/team"],
    ]);
    expect(tags).toContainEqual({ property: "og:locale", content: "zh_TW" });
  });

  it("names no alternate for a page in one language", () => {
    const tags = getMeta(
      { title: "Contact", description: "Write to us.", path: "/contact" },
      { location: { pathname: "/contact" }, matches: [{ id: "routes/contact" }] },
    );
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "alternate")).toEqual([]);
    expect(tags).toContainEqual({ property: "og:locale", content: "en_US" });
  });
});
