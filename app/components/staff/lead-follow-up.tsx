/**
 * The lead page's follow-up controls: the owner, the type, the next step and the
 * one-tap record of a call, text or e-mail. Each is a plain form posted to the
 * lead page's action (which redirects back), so each works before and without
 * JavaScript.
 */
import { Form, useNavigation } from "react-router";
import {
  CONTACT_TOUCHES,
  NEXT_STEP_MAX,
  TOUCH_LABELS,
  TOUCH_NOTE_MAX,
} from "#domain/lead-touch.ts";
import { LEAD_TYPE_LABELS, LEAD_TYPES, type LeadType } from "#domain/lead-type.ts";
import { LabelledOptions } from "./labelled-options.tsx";
import { Time } from "./time.tsx";

type When = Date | string;

export const fieldClass =
  "block min-h-11 w-full rounded-sm border border-line bg-white px-2 text-sm focus:border-brand";
const smallButton =
  "inline-flex min-h-11 items-center rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm";

/** Whose lead this is, and what the person came for: two selects, each with its Save. */
export function OwnerAndType({
  owner,
  team,
  leadType,
}: {
  owner: string;
  team: readonly string[];
  leadType: LeadType | null;
}) {
  return (
    <div className="grid gap-2">
      <Form method="post" className="flex items-end gap-1">
        <input type="hidden" name="intent" value="owner" />
        <label className="min-w-0 flex-1">
          <span className="text-muted text-xs">Owner</span>
          <select name="owner" defaultValue={owner} className={fieldClass}>
            {team.map((member, index) => (
              <option key={member} value={member}>
                {member}
                {index === 0 ? " (team lead)" : ""}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={smallButton} aria-label="Save the owner">
          Save
        </button>
      </Form>
      <Form method="post" className="flex items-end gap-1">
        <input type="hidden" name="intent" value="type" />
        <label className="min-w-0 flex-1">
          <span className="text-muted text-xs">Type</span>
          <select name="leadType" defaultValue={leadType ?? ""} className={fieldClass}>
            {leadType === null && <option value="">Not known</option>}
            <LabelledOptions values={LEAD_TYPES} labels={LEAD_TYPE_LABELS} />
          </select>
        </label>
        <button type="submit" className={smallButton} aria-label="Save the type">
          Save
        </button>
      </Form>
    </div>
  );
}

/** One tap records what happened; the optional line goes with it. */
export function TouchForm({ error }: { error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "touch";
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="touch" />
      <label>
        <span className="text-muted text-xs">What was said (optional)</span>
        <input
          name="note"
          maxLength={TOUCH_NOTE_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "touch-error" : undefined}
          className={fieldClass}
        />
      </label>
      {error && (
        <p id="touch-error" role="alert" className="text-brand">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {CONTACT_TOUCHES.map((kind) => (
          <button
            key={kind}
            type="submit"
            name="kind"
            value={kind}
            className={smallButton}
            disabled={busy}
          >
            {TOUCH_LABELS[kind]}
          </button>
        ))}
      </div>
    </Form>
  );
}

/** The next step: shown with "Done" when there is one, and the form to set (or replace) it. */
export function NextStepForm({
  nextStep,
  nextStepAt,
  defaultDay,
  error,
}: {
  nextStep: string | null;
  nextStepAt: When | null;
  /** Tomorrow in Boston, for a new step. */
  defaultDay: string;
  error?: string;
}) {
  const overdue = nextStepAt !== null && new Date(nextStepAt).getTime() < Date.now();
  return (
    <div className="grid gap-3">
      {nextStep && nextStepAt ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="next-step">
            <span className="font-medium">{nextStep}</span>{" "}
            <span className={overdue ? "font-semibold text-brand" : "text-muted"}>
              {overdue ? "was due" : "due"} <Time at={nextStepAt} />
            </span>
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="step-done" />
            <button type="submit" className="btn-primary px-4 py-2">
              Done
            </button>
          </Form>
        </div>
      ) : (
        <p className="text-muted">No next step yet.</p>
      )}
      <details open={!nextStep || Boolean(error)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand">
          {nextStep ? "Change the next step" : "Set a next step"}
        </summary>
        <Form method="post" className="mt-1 grid grid-cols-2 gap-2">
          <input type="hidden" name="intent" value="next-step" />
          <label className="col-span-2">
            <span className="text-muted text-xs">What (e.g. Send the CMA)</span>
            <input
              name="text"
              required
              maxLength={NEXT_STEP_MAX}
              defaultValue={nextStep ?? ""}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "step-error" : undefined}
              className={fieldClass}
            />
          </label>
          <label>
            <span className="text-muted text-xs">Day</span>
            <input
              type="date"
              name="day"
              required
              defaultValue={defaultDay}
              className={fieldClass}
            />
          </label>
          <label>
            <span className="text-muted text-xs">Time (Boston)</span>
            <input type="time" name="time" required defaultValue="09:00" className={fieldClass} />
          </label>
          {error && (
            <p id="step-error" role="alert" className="col-span-2 text-brand">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary col-span-2 justify-self-start px-4 py-2">
            Save the next step
          </button>
        </Form>
      </details>
    </div>
  );
}
