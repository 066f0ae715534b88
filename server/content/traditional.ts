/**
 * Simplified Chinese written again in Traditional (docs/decisions/053): OpenCC's mainland-to-Taiwan
 * conversion of characters, Taiwan's standard forms (发票 → 發票, 里 → 裡), words kept (软件 →
 * 軟件): its phrase table is a software glossary (社区 → 社群, 类型 → 型別, 文件 → 檔案) that
 * mistranslates a real-estate page; a word she prefers is an override. The one place the converter is loaded: the
 * catalogues are converted by scripts/generate-hant.ts, the owner's content when the content
 * cache draws a /zh-hant/ page, so a page is converted once per publish and never in the browser.
 */
import { Converter } from "opencc-js/cn2t";

export const toTraditional: (simplified: string) => string = Converter({ from: "cn", to: "tw" });
