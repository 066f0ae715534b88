import { sentenceGap, usePageLanguage } from "#app/utils/language.ts";
import { uiText } from "#content/ui.ts";

/** The Equal Housing Opportunity mark: a house with an equals sign, drawn here (no third-party file). */
export function EqualHousingLogo({ className = "size-12" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      role="img"
      aria-label={uiText(usePageLanguage()).equalHousingMark}
      className={className}
      fill="currentColor"
    >
      <path d="M24 4 3 20h5v22h32V20h5L24 4Zm0 5.2L36 18.4V38H12V18.4L24 9.2Z" />
      <rect x="16" y="22" width="16" height="4" />
      <rect x="16" y="30" width="16" height="4" />
    </svg>
  );
}

/**
 * The logo with HUD's statement, for the footer. A translated page gives the statement in its
 * language, says the English one binds, and keeps the English one beside it.
 */
export function EqualHousingNotice({ className = "" }: { className?: string }) {
  const language = usePageLanguage();
  const ui = uiText(language);
  const english = uiText("en");
  return (
    <div className={`flex items-start gap-4 ${className}`} data-notice="fair-housing">
      <EqualHousingLogo className="size-12 shrink-0" />
      <div className="space-y-2 text-xs leading-relaxed">
        <p>
          <strong className="font-semibold">{ui.equalHousing}</strong>
          {sentenceGap(language)}
          {ui.fairHousing}
        </p>
        {ui.bindingEnglish ? (
          <>
            <p>{ui.bindingEnglish}</p>
            <p lang="en">
              <strong className="font-semibold">{english.equalHousing}</strong>{" "}
              {english.fairHousing}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
