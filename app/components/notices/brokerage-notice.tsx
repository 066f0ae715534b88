import { brokerageLine } from "#content/site.ts";

/**
 * The broker's name and licence, required on every page (254 CMR 3.00(9)(a)).
 * The footer shows it; a page that hides the footer (the kiosk) shows this itself.
 */
export function BrokerageNotice({ className = "" }: { className?: string }) {
  return (
    <p className={`text-xs ${className}`} data-notice="brokerage">
      {brokerageLine}
    </p>
  );
}
