import { fairHousingStatement } from "#content/notices.ts";

/** The Equal Housing Opportunity mark: a house with an equals sign, drawn here (no third-party file). */
export function EqualHousingLogo({ className = "size-12" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      role="img"
      aria-label="Equal Housing Opportunity"
      className={className}
      fill="currentColor"
    >
      <path d="M24 4 3 20h5v22h32V20h5L24 4Zm0 5.2L36 18.4V38H12V18.4L24 9.2Z" />
      <rect x="16" y="22" width="16" height="4" />
      <rect x="16" y="30" width="16" height="4" />
    </svg>
  );
}

/** The logo with HUD's statement, for the footer. */
export function EqualHousingNotice({ className = "" }: { className?: string }) {
  return (
    <div className={`flex items-start gap-4 ${className}`} data-notice="fair-housing">
      <EqualHousingLogo className="size-12 shrink-0" />
      <p className="text-xs leading-relaxed">
        <strong className="font-semibold">Equal Housing Opportunity.</strong> {fairHousingStatement}
      </p>
    </div>
  );
}
