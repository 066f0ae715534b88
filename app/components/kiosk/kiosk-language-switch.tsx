import { CATALOGUES } from "#content/catalogues.ts";
import { LANGUAGES, type Language } from "#domain/language.ts";

/**
 * 中文 / English on the kiosk (issue 40 §2): each language offered in its own words and marked
 * with its own `lang`. A link to the kiosk in that language, so it works without JavaScript; with
 * it, the form changes in place (no request, so it works with the Wi-Fi down) and the next guest
 * starts in the kiosk's own language again.
 */
export function KioskLanguageSwitch({
  current,
  hrefIn,
  onSwitch,
}: {
  current: Language;
  hrefIn: (language: Language) => string;
  onSwitch: (language: Language) => void;
}) {
  return (
    // A group, not a navigation landmark: it changes the form's language, it leads nowhere else.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links
    <div
      role="group"
      aria-label={CATALOGUES.kiosk[current].kiosk.switchLabel}
      className="flex shrink-0 gap-2"
    >
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <a
          key={language}
          href={hrefIn(language)}
          lang={language}
          hrefLang={language}
          className="btn-outline min-h-12 min-w-16 px-5 text-lg"
          onClick={(click) => {
            click.preventDefault();
            onSwitch(language);
          }}
        >
          {CATALOGUES.kiosk[language].kiosk.ownName}
        </a>
      ))}
    </div>
  );
}
