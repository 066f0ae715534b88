import { formatDayTime, formatTime } from "#domain/dates.ts";
import { formatInteger } from "#domain/format.ts";
import type { FeedHealth } from "#domain/mls.ts";

/**
 * The MLS feed: its homes and last sync, or the last failure in words (the homes from the last
 * good sync stay on the site meanwhile), and when it runs next.
 */
export function FeedBadge({ feed }: { feed: FeedHealth }) {
  const next = feed.nextRunAt ? `next sync ${formatTime(feed.nextRunAt)}` : "first sync under way";
  const synced = feed.lastSyncAt ? `synced ${formatDayTime(feed.lastSyncAt)}` : "not synced yet";
  return (
    <p
      data-testid="feed-health"
      className={`max-w-xs text-xs ${feed.lastError ? "font-semibold text-brand" : "text-muted"}`}
    >
      MLS: {formatInteger(feed.homes)} {feed.homes === 1 ? "home" : "homes"}, {synced}, {next}
      {feed.lastError && <span className="block font-normal">{feed.lastError}</span>}
    </p>
  );
}
