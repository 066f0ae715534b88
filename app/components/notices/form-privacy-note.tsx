import { Link } from "react-router";
import { interpolate } from "#app/utils/interpolate.tsx";
import { sentenceGap, usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { Language } from "#domain/language.ts";

/**
 * The short privacy line under every lead form, with the link to the full
 * notice, in the page's language (or the form's: `language`). On the kiosk (a shared tablet with
 * no way to wander off) the notice's address is printed as text instead: the server's absolute
 * address, handed down with the page's data so the hydrated page prints the same.
 */
export function FormPrivacyNote({
  printedAddress,
  language,
}: {
  printedAddress?: string;
  language?: Language;
}) {
  const pageLanguage = usePageLanguage();
  const linkIn = useLinkIn();
  const words = CATALOGUES.forms[language ?? pageLanguage].privacyNote;
  if (printedAddress)
    return (
      <p className="text-sm text-muted">
        {interpolate(words.printed, { note: words.note, address: printedAddress })}
      </p>
    );
  return (
    <p className="text-sm text-muted">
      {words.note}
      {sentenceGap(language ?? pageLanguage)}
      <Link to={linkIn("/privacy")} className="underline underline-offset-2 hover:text-brand">
        {words.link}
      </Link>
    </p>
  );
}
