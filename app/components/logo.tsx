// The team's name as outlines, written by scripts/subset-fonts.mjs in every build and in `npm run dev`.
import wordmarkJson from "../fonts/wordmark.json?raw";

type Wordmark = {
  text: string;
  unitsPerEm: number;
  ascender: number;
  descender: number;
  advance: number;
  glyphs: { x: number; outline: string }[];
};

const WORDMARK: Wordmark = JSON.parse(wordmarkJson);

/**
 * The house-mark monogram and the team's name, drawn from Playfair Display's
 * outlines (app/fonts/wordmark.json): the same on every page, a first visit's
 * too, whether or not the brand fonts have arrived. The drawing is one em of
 * the surrounding text high (its font size sets the logo's size) and is named
 * by the name itself, for assistive technology.
 */
export function Logo({
  className = "",
  nameClassName = "",
}: {
  className?: string;
  nameClassName?: string;
}) {
  return (
    <span className={`flex items-center gap-3 ${className}`}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <rect width="40" height="40" rx="4" className="fill-brand" />
        <path
          d="M8 19 20 9l12 10v12H8z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M14 31v-9l6 6 6-6v9"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg leading-tight md:text-xl ${nameClassName}`}>
        <svg
          xmlns="http://www.w3.org/2000/svg"
          role="img"
          aria-label={WORDMARK.text}
          viewBox={`0 ${-WORDMARK.ascender} ${WORDMARK.advance} ${WORDMARK.ascender + WORDMARK.descender}`}
          fill="currentColor"
          className="block w-auto"
          style={{ height: `${(WORDMARK.ascender + WORDMARK.descender) / WORDMARK.unitsPerEm}em` }}
        >
          {WORDMARK.glyphs.map((glyph) => (
            <path key={glyph.x} transform={`translate(${glyph.x} 0)`} d={glyph.outline} />
          ))}
        </svg>
      </span>
    </span>
  );
}
