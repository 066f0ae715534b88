import { Fragment } from "react";
import { listSeparator } from "#domain/team.ts";
import { ChineseText, hasOutlines } from "./chinese-text.tsx";

// A run of Han characters: drawn from the font's outlines, as the header's "中文网站" is.
const HAN = /^\p{Script=Han}+$/u;

/**
 * The languages a member (or the team) speaks as a sentence: "English, 中文 and Cantonese".
 * A Chinese name is drawn from the font's outlines when the build has them (ChineseText: a
 * device without a Chinese font would otherwise show empty boxes), and written as text otherwise.
 */
export function SpokenLanguages({ languages }: { languages: readonly string[] }) {
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
