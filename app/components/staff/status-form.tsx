import { useFetcher } from "react-router";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from "#domain/lead-status.ts";
import { LabelledOptions } from "./labelled-options.tsx";
import { STATUS_LABELS, STATUS_TONE } from "./lead-status.ts";
import { SaveProblemMessage, saveProblemOf } from "./save-problem.tsx";

/** Posted by a fetcher after hydration: the action answers with data instead of redirecting back. */
export const VIA_FETCHER = "fetcher";

/**
 * A person's status: a select and a Save button in a plain form, so it works
 * before and without JavaScript (the action redirects back to the page). Once
 * hydrated it posts through a fetcher and shows the new status at once; when
 * that save fails (offline, or the session ended) the select goes back to the
 * saved status and a message under it says so.
 */
export function StatusForm({
  personId,
  status,
  action,
  name,
}: {
  personId: number;
  status: LeadStatus;
  /** The route whose action handles `intent=status`. */
  action: string;
  /** The person's name, for the control's accessible label. */
  name: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("status");
  const shown = isLeadStatus(pending) ? pending : status;
  const problem = fetcher.state === "idle" ? saveProblemOf(fetcher.data) : null;
  return (
    <div className="grid justify-items-start gap-1">
      <fetcher.Form method="post" action={action} className="flex items-center gap-1">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="personId" value={personId} />
        {hydrated && <input type="hidden" name="via" value={VIA_FETCHER} />}
        <label className="sr-only" htmlFor={`status-${personId}`}>
          Status of {name}
        </label>
        <select
          id={`status-${personId}`}
          name="status"
          // Controlled: it shows the status being saved, then the stored one (a change made
          // elsewhere after revalidation; the old one again when the save failed).
          value={shown}
          className={`min-h-11 rounded-sm border border-line px-2 font-medium text-sm ${STATUS_TONE[shown]}`}
          onChange={(event) => {
            if (hydrated) void fetcher.submit(event.currentTarget.form);
          }}
        >
          <LabelledOptions values={LEAD_STATUSES} labels={STATUS_LABELS} />
        </select>
        {/* Without JavaScript the change is sent with this button; with it, on change. */}
        <button
          type="submit"
          className={`min-h-11 rounded-sm border border-line bg-white px-2 text-xs hover:bg-stone-warm ${hydrated ? "sr-only focus:not-sr-only" : ""}`}
        >
          Save
        </button>
      </fetcher.Form>
      {problem && <SaveProblemMessage problem={problem} what={`The status of ${name}`} />}
    </div>
  );
}
