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
import type { Language } from "#domain/language.ts";
import type { ContentCache } from "./version.ts";

const toTaiwanCharacters = Converter({ from: "cn", to: "tw" });
const TAIWAN_WORD = new Map(TAIWAN_WORDS);
// Longest first, so 電子郵箱 is replaced whole before 郵箱 is looked at.
const MAINLAND_WORD = new RegExp(
  [...TAIWAN_WORD.keys()].sort((a, b) => b.length - a.length).join("|"),
  "g",
);

export const toTraditional = (simplified: string): string =>
  toTaiwanCharacters(simplified).replace(MAINLAND_WORD, (word) => TAIWAN_WORD.get(word) ?? word);

/** A Simplified value in Traditional: a string, or every string in an array or object (a listing's features). */
function inTraditional<T>(words: T): T {
  if (typeof words === "string") return toTraditional(words) as T;
  if (Array.isArray(words)) return words.map(inTraditional) as T;
  if (typeof words === "object" && words !== null)
    return Object.fromEntries(
      Object.entries(words).map(([key, value]) => [key, inTraditional(value)]),
    ) as T;
  return words;
}

/** The owner's Chinese fields, named for their English field with `Zh` (headlineZh, quoteZh, descriptionZhHtml). */
const OWNER_CHINESE_FIELD = /Zh(Html)?$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The owner's words as a /zh-hant/ page shows them: every Chinese field she wrote in Simplified (a
 * listing's headline, description and features, a review's quote), at any depth, in Traditional;
 * the rest as stored. One walk for every kind of record, so a Chinese field added later under the
 * same name is converted without another loader learning of it.
 */
export function ownerWordsInTraditional<T>(data: T): T {
  if (Array.isArray(data)) return data.map(ownerWordsInTraditional) as T;
  if (!isPlainObject(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      OWNER_CHINESE_FIELD.test(key) ? inTraditional(value) : ownerWordsInTraditional(value),
    ]),
  ) as T;
}

/**
 * What the content cache read (`data`, under `key`) as a page in `language` shows it: on a
 * /zh-hant/ page converted by `convert`, once per content generation (the conversion is kept in
 * the cache beside the Simplified read), never per request and never in the browser.
 */
export function shownIn<T>(
  cache: ContentCache,
  language: Language,
  key: string,
  data: T,
  convert: (data: T) => T = ownerWordsInTraditional,
): Promise<T> {
  if (language !== "zh-Hant") return Promise.resolve(data);
  return cache.get(`${key}|zh-Hant`, async () => convert(data));
}
