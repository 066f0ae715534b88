/**
 * Simplified Chinese written again in Traditional (docs/decisions/053): OpenCC's mainland-to-Taiwan
 * conversion of characters, Taiwan's standard forms (发票 → 發票, 里 → 裡), words kept (软件 →
 * 軟件): its phrase table is a software glossary (社区 → 社群, 类型 → 型別, 文件 → 檔案) that
 * mistranslates a real-estate page; the mainland words a reader in Taipei or Hong Kong would stop
 * at are replaced from a short list (content/zh-hant/overrides.ts), a sentence she prefers is an override. The one place the converter is loaded: the
 * catalogues are converted by scripts/generate-hant.ts, the owner's content when the content
 * cache draws a /zh-hant/ page, so a page is converted once per publish and never in the browser.
 */
import { Converter } from "opencc-js/cn2t";
import { TAIWAN_WORDS } from "#content/zh-hant/overrides.ts";

const toTaiwanCharacters = Converter({ from: "cn", to: "tw" });
const TAIWAN_WORD = new Map(TAIWAN_WORDS);
// Longest first, so 電子郵箱 is replaced whole before 郵箱 is looked at.
const MAINLAND_WORD = new RegExp(
  [...TAIWAN_WORD.keys()].sort((a, b) => b.length - a.length).join("|"),
  "g",
);

export const toTraditional = (simplified: string): string =>
  toTaiwanCharacters(simplified).replace(MAINLAND_WORD, (word) => TAIWAN_WORD.get(word) ?? word);

/**
 * Words written in Simplified in code (a mail's frame), in Traditional: every string converted,
 * every function's answer too, once when the module loads.
 */
export function inTraditional<T>(words: T): T {
  if (typeof words === "string") return toTraditional(words) as T;
  if (typeof words === "function")
    return ((...args: unknown[]) => inTraditional(words(...args))) as T;
  if (Array.isArray(words)) return words.map(inTraditional) as T;
  if (typeof words === "object" && words !== null)
    return Object.fromEntries(
      Object.entries(words).map(([key, value]) => [key, inTraditional(value)]),
    ) as T;
  return words;
}
