import { usePageLanguage } from "#app/utils/language.ts";
import { brokerageLine } from "#content/site.ts";
import { DEFAULT_LANGUAGE } from "#domain/language.ts";

/**
 * The broker's name and licence, required on every page (254 CMR 3.00(9)(a)).
 * The footer shows it; a page that hides the footer (the kiosk) shows this itself. The owner
 * writes it in English, the licence's own words, so a page in another language marks it English.
 */
export function BrokerageNotice({ className = "" }: { className?: string }) {
  const language = usePageLanguage();
  return (
    <p
      className={`text-xs ${className}`}
      data-notice="brokerage"
      lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}
    >
      {brokerageLine}
    </p>
  );
}
