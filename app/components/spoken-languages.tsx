import { Fragment } from "react";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { DEFAULT_LANGUAGE, type Language as PageLanguage } from "#domain/language.ts";
import { listSeparator, spokenList } from "#domain/team.ts";
import { ChineseText, hasOutlines } from "./chinese-text.tsx";

// A run of Han characters: drawn from the font's outlines, as the header's "中文网站" is.
const HAN = /^\p{Script=Han}+$/u;

/**
 * A list as a sentence in a language: "English, 中文 and Cantonese", '英语、普通话和粤语'. Intl for
 * any language but English, on the server alone (the pages that list names ship no script).
 */
export const listIn = (language: PageLanguage, items: readonly string[]) =>
  language === DEFAULT_LANGUAGE
    ? spokenList(items)
    : new Intl.ListFormat(language, { type: "conjunction" }).format(items);

/**
 * The languages a member (or the team) speaks as a sentence. On an English page: "English, 中文
 * and Cantonese", a Chinese name drawn from the font's outlines when the build has them
 * (ChineseText: a device without a Chinese font would otherwise show empty boxes). On a page in
 * another language, each name the catalogue knows in that language ('英语'), listed as it lists.
 */
export function SpokenLanguages({ languages }: { languages: readonly string[] }) {
  const language = usePageLanguage();
  if (language !== DEFAULT_LANGUAGE) {
    const { languageNames } = CATALOGUES.team[language].teamPage;
    return (
      <>
        {listIn(
          language,
          languages.map((name) => languageNames[name] ?? name),
        )}
      </>
    );
  }
  return (
    <>
      {languages.map((name, index) => (
        <Fragment key={name}>
          {listSeparator(index, languages.length)}
          <Language name={name} />
        </Fragment>
      ))}
    </>
  );
}

function Language({ name }: { name: string }) {
  if (!HAN.test(name) || !hasOutlines(name)) return <>{name}</>;
  return (
    <span lang="zh-Hans">
      <ChineseText text={name} className="inline align-[-0.12em]" />
    </span>
  );
}
