import type { LeadFormName } from "#domain/lead.ts";

export type FormTokenProblem = "missing" | "malformed";
type Counts = Record<FormTokenProblem, number>;

// The route modules and the Express entry are two bundles, each with its own
// copy of this module; one process-wide object lets /healthz report what the
// form actions counted.
const COUNTS_KEY = Symbol.for("lead-forms.form-token-problems");
const store = globalThis as { [COUNTS_KEY]?: Counts };
store[COUNTS_KEY] ??= { missing: 0, malformed: 0 };
const counts: Counts = store[COUNTS_KEY];

/**
 * Counts a post whose form token was missing or not a token, and logs one
 * line naming the form and the problem (never the posted values). Such a post
 * is still stored, under a token made up here: it is no longer protected
 * against being stored twice, which is why it must not pass unnoticed.
 */
export function reportFormTokenProblem(form: LeadFormName, problem: FormTokenProblem) {
  counts[problem] += 1;
  console.warn(
    JSON.stringify({
      level: "warn",
      msg: "lead form posted without a valid form token",
      form,
      problem,
      total: counts[problem],
    }),
  );
}

/** Posts with a missing or malformed form token since this process started. */
export function formTokenProblemCounts(): Counts {
  return { ...counts };
}
