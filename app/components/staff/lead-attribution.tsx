import { attributionLine } from "#domain/attribution.ts";
import type { LeadDetail } from "#server/staff/lead-detail.ts";

/**
 * Where the visit that sent this contact came from, in words ("Google search →
 * /massachusetts/newton → home-value request"), and the page the form was on.
 */
export function LeadAttributionLine({
  attribution,
}: Pick<LeadDetail["submissions"][number], "attribution">) {
  if (!attribution)
    return (
      <p className="mt-1 text-muted text-xs">
        Came from: not known (sent before it was noted, or without cookies)
      </p>
    );
  const { formPage, landingPath, utm } = attribution;
  return (
    <div className="mt-1 text-xs" data-attribution="">
      <p>
        <span className="text-muted">Came from: </span>
        <span className="font-medium">{attributionLine(attribution)}</span>
      </p>
      {formPage && formPage !== landingPath && <p className="text-muted">Sent from {formPage}</p>}
      {utm.term && <p className="text-muted">Search words: {utm.term}</p>}
    </div>
  );
}
