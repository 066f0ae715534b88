import { frequencies, managePage, searchInWords } from "#content/alerts.ts";
import type { LeadDetail } from "#server/staff/lead-detail.ts";
import { LEAD_SECTION } from "./lead-card.ts";
import { Time } from "./time.tsx";

/**
 * An alert the site paused itself (docs/mail-events.md), said as what happened and who did it: a
 * bare "Paused" reads as the buyer's own choice, and "stopped" beside it as a second state.
 */
const STOPPED_BY = {
  bounce: "Paused by the site: mail to this address bounced",
  complaint: "Paused by the site: the buyer reported an alert as spam",
} as const;

/** What the buyer saved on /homes and which homes she opened from its alerts (issue 43). */
export function LeadSavedSearches({
  savedSearches,
  openedHomes,
}: Pick<LeadDetail, "savedSearches" | "openedHomes">) {
  if (savedSearches.length === 0) return null;
  return (
    <section className={LEAD_SECTION} aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" className="text-lg">
        Saved searches
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {savedSearches.map((search) => (
          <li key={search.id} className="py-2" data-saved-search>
            <a
              href={search.href}
              className="inline-flex min-h-11 items-center font-medium underline"
            >
              {searchInWords(search.criteria).join(", ")}
            </a>
            <p className="text-muted text-xs">
              {frequencies[search.frequency]} ·{" "}
              {search.status === "paused" && search.stoppedBy
                ? STOPPED_BY[search.stoppedBy]
                : managePage.status[search.status]}{" "}
              · saved <Time at={search.createdAt} />
            </p>
          </li>
        ))}
      </ul>
      <h3 className="mt-3 font-medium">Opened from alerts</h3>
      {openedHomes.length === 0 ? (
        <p className="text-muted text-sm">No home opened from an alert yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {openedHomes.map((home) => (
            <li key={home.listingKey} className="py-2" data-opened-home>
              {home.href ? (
                <a href={home.href} className="inline-flex min-h-11 items-center underline">
                  {home.address ?? home.listingKey}
                </a>
              ) : (
                <span>{home.address ?? home.listingKey} (no longer on the site)</span>
              )}
              <p className="text-muted text-xs">
                Opened <Time at={home.viewedAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
