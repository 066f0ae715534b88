import { TOUCH_LABELS } from "#domain/lead-touch.ts";
import type { LeadDetail } from "#server/staff/lead-detail.ts";
import { LEAD_SECTION } from "./lead-card.ts";
import { TouchForm } from "./lead-follow-up.tsx";
import { STATUS_LABELS } from "./lead-status.ts";
import { Time } from "./time.tsx";

/** Recording a call, text or e-mail, and every contact and stage change, newest first. */
export function LeadTimeline({
  touches,
  statusHistory,
  speed,
  touchError,
}: Pick<LeadDetail, "touches" | "statusHistory"> & {
  speed: string | null;
  touchError: string | undefined;
}) {
  const timeline = [
    ...touches.map((touch) => ({
      key: `t${touch.id}`,
      what: TOUCH_LABELS[touch.kind],
      line: touch.note,
      actor: touch.actor,
      at: touch.createdAt,
    })),
    ...statusHistory.map((change) => ({
      key: `s${change.id}`,
      what: `Stage: ${STATUS_LABELS[change.status]}`,
      line: null,
      actor: change.actor === "system" ? "wrote again" : change.actor,
      at: change.createdAt,
    })),
  ].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  return (
    // One tap after the call: recording it comes first, on a phone right under Call and Text.
    <section className={`${LEAD_SECTION} grid content-start gap-2`} aria-labelledby="touch-heading">
      <h2 id="touch-heading" className="text-lg">
        Record a contact
      </h2>
      <TouchForm error={touchError} />
      {speed && (
        <p className="text-muted text-xs">First recorded contact {speed} after the lead arrived.</p>
      )}
      <h3 className="mt-2 font-semibold text-sm">Timeline</h3>
      {timeline.length === 0 ? (
        <p className="text-muted">Nothing recorded yet: new since the first contact.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Timeline">
          {timeline.map((entry) => (
            <li key={entry.key} className="py-1">
              <span className="font-medium">{entry.what}</span>
              {entry.line && <span className="break-words"> · {entry.line}</span>}
              <span className="block text-muted text-xs">
                <span className="wrap-anywhere">{entry.actor}</span> · <Time at={entry.at} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
