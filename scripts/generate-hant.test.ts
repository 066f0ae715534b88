import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { uiText } from "#content/ui.ts";
import { withOverrides } from "#content/with-overrides.ts";
import { OVERRIDES } from "#content/zh-hant/overrides.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { generatedSource, simplifiedFiles, TARGET } from "./generate-hant.ts";

describe("the Traditional Chinese catalogues (content/zh-hant/)", () => {
  it.each(simplifiedFiles())("%s is generated from its Simplified source of now", (file) => {
    // Out of date: run `npm run generate:hant` and commit content/zh-hant/.
    expect(readFileSync(join(TARGET, file), "utf8")).toBe(generatedSource(file));
  });

  it("writes Taiwan's characters and keeps the words (docs/decisions/053)", () => {
    expect(toTraditional("发票")).toBe("發票");
    expect(toTraditional("软件")).toBe("軟件");
    expect(toTraditional("社区类型")).toBe("社區類型");
  });

  it("writes the words a reader in Taipei expects, and Lexington with 克, not OpenCC's 剋", () => {
    expect(toTraditional("列克星敦")).toBe("列克星敦");
    expect(toTraditional("首付低于 20%")).toBe("頭期款低於 20%");
    expect(toTraditional("您的电子邮箱和联系信息")).toBe("您的電子信箱和聯絡資訊");
    expect(toTraditional("MBTA 公交车")).toBe("MBTA 公車");
    expect(toTraditional("素有“花园城市”之称")).toBe("素有「花園城市」之稱");
    expect(CATALOGUES.areas["zh-Hant"].areas.find((area) => area.id === "lexington")?.name).toBe(
      "列克星敦",
    );
  });

  it("shows the agent's wording where she wrote one", () => {
    expect(CATALOGUES.blog["zh-Hans"].blogList.title).toBe("博客");
    expect(OVERRIDES["blog.blogList.title"]).toBeDefined();
    expect(CATALOGUES.blog["zh-Hant"].blogList.title).toBe(OVERRIDES["blog.blogList.title"]);
    expect(CATALOGUES.ui["zh-Hant"].nav["/blog"]).toBe(OVERRIDES["ui.nav./blog"]);
    // The header and footer read the frame's words through uiText, not CATALOGUES.
    expect(uiText("zh-Hant").nav["/blog"]).toBe(OVERRIDES["ui.nav./blog"]);
  });

  it("refuses an override naming a key the catalogue does not have", () => {
    expect(() => withOverrides({ a: { b: "x" } }, "t", { "t.a.c": "y" })).toThrow(/no key "c"/);
    expect(() => withOverrides({ a: "x" }, "t", { "t.a": () => "y" })).toThrow(/no function/);
  });
});
