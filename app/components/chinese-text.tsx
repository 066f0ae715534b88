// Each Chinese character the site's sources hold, with its outline and advance: a
// file scripts/subset-fonts.mjs writes in every build and in `npm run dev`.
import glyphsJson from "../fonts/chinese-glyphs.json?raw";

type Glyph = { advance: number; outline: string };

const GLYPHS: Record<string, Glyph> = JSON.parse(glyphsJson);

/** Noto Sans SC's units per em, and the top of its ideographic em box (its bottom is 120 below 0). */
const UNITS_PER_EM = 1000;
const EM_BOX_TOP = 880;

/**
 * Chinese text drawn from the font's outlines, one em high, in the text colour.
 * A web font for these characters loads after the first layout, and until then
 * the browser searches the device's fonts for them during the first layout of
 * every page where the device has no Chinese font (docs/decisions/016; figures in
 * reports/measurements-behind-the-code.md).
 * The drawing is an image named by the text itself, in the language of the
 * element around it (`lang="zh-Hans"`), so assistive technology reads the text.
 */
export function ChineseText({ text, className }: { text: string; className?: string }) {
  let x = 0;
  const paths = [...text].map((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`No outline for "${char}": run scripts/subset-fonts.mjs`);
    const path = (
      // The characters never change order, so their place is their key.
      <path key={index} transform={`translate(${x} 0)`} d={glyph.outline} />
    );
    x += glyph.advance;
    return path;
  });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={text}
      viewBox={`0 ${-EM_BOX_TOP} ${x} ${UNITS_PER_EM}`}
      fill="currentColor"
      width={`${x / UNITS_PER_EM}em`}
      height="1em"
      className={className}
    >
      {/* Font outlines point y upwards; SVG's y points down. */}
      <g transform="scale(1 -1)">{paths}</g>
    </svg>
  );
}

/** Whether every character of `text` has an outline here (a name the team typed may not). */
export const hasOutlines = (text: string) => [...text].every((char) => char in GLYPHS);
