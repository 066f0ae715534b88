import { describe, expect, it } from "vitest";
import {
  languageOf,
  otherLanguageHref,
  pathIn,
  routeLanguages,
  splitLanguage,
  switchLanguage,
  translatedRouteId,
} from "./language.ts";

describe("a path's language", () => {
  it("reads Chinese under /zh/ and gives the page's path without the prefix", () => {
    expect(splitLanguage("/zh/team")).toEqual({ language: "zh-Hans", path: "/team" });
    expect(splitLanguage("/zh/massachusetts/newton")).toEqual({
      language: "zh-Hans",
      path: "/massachusetts/newton",
    });
    expect(splitLanguage("/zh/")).toEqual({ language: "zh-Hans", path: "/" });
    expect(splitLanguage("/zh")).toEqual({ language: "zh-Hans", path: "/" });
  });

  it("reads English everywhere else, a path that merely starts with 'zh' included", () => {
    expect(splitLanguage("/")).toEqual({ language: "en", path: "/" });
    expect(splitLanguage("/team")).toEqual({ language: "en", path: "/team" });
    expect(languageOf("/zhongwen")).toBe("en");
  });

  it("writes a page's address in each language and back", () => {
    expect(pathIn("zh-Hans", "/")).toBe("/zh/");
    expect(pathIn("zh-Hans", "/faq")).toBe("/zh/faq");
    expect(pathIn("en", "/faq")).toBe("/faq");
    expect(switchLanguage("/massachusetts/newton", "zh-Hans")).toBe("/zh/massachusetts/newton");
    expect(switchLanguage("/zh/massachusetts/newton", "en")).toBe("/massachusetts/newton");
    expect(switchLanguage("/zh/", "en")).toBe("/");
  });

  it("reads Traditional Chinese under /zh-hant/ and switches between the two scripts", () => {
    expect(splitLanguage("/zh-hant/team")).toEqual({ language: "zh-Hant", path: "/team" });
    expect(splitLanguage("/zh-hant")).toEqual({ language: "zh-Hant", path: "/" });
    expect(pathIn("zh-Hant", "/")).toBe("/zh-hant/");
    expect(switchLanguage("/zh/massachusetts/newton", "zh-Hant")).toBe(
      "/zh-hant/massachusetts/newton",
    );
    expect(switchLanguage("/zh-hant/massachusetts/newton", "zh-Hans")).toBe(
      "/zh/massachusetts/newton",
    );
    expect(languageOf("/zh-hantx/team")).toBe("en");
  });
});

describe("a translated page's route id", () => {
  it("carries the languages its page exists in", () => {
    const id = translatedRouteId("routes/team.tsx", "zh-Hans", ["en", "zh-Hans"]);
    expect(id).toBe("routes/team|zh-Hans|en,zh-Hans");
    expect(routeLanguages(id)).toEqual(["en", "zh-Hans"]);
  });

  it("says English alone for a page of one language", () => {
    expect(routeLanguages("routes/contact")).toEqual(["en"]);
  });
});

describe("the language link", () => {
  const both = ["en", "zh-Hans"] as const;

  it("opens the same page in the other language, keeping the query", () => {
    expect(
      otherLanguageHref({
        pathname: "/massachusetts/newton",
        search: "?ref=sign",
        languages: both,
        target: "zh-Hans",
      }),
    ).toBe("/zh/massachusetts/newton?ref=sign");
    expect(
      otherLanguageHref({ pathname: "/zh/faq", search: "", languages: both, target: "en" }),
    ).toBe("/faq");
  });

  it("opens the Chinese home from a page not yet written in Chinese", () => {
    expect(
      otherLanguageHref({ pathname: "/contact", search: "", languages: ["en"], target: "zh-Hans" }),
    ).toBe("/zh/");
  });

  it("leaves for the separate Chinese site when one is set", () => {
    expect(
      otherLanguageHref({
        pathname: "/faq",
        search: "",
        languages: both,
        target: "zh-Hans",
        separateSite: "https://zh.example.com/",
      }),
    ).toBe("https://zh.example.com/");
  });
});
