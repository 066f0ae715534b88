import type { LeadFormName } from "#domain/lead.ts";

export type FormTokenProblem = "missing" | "malformed";
type Counts = Record<FormTokenProblem, number>;

/**
 * The process's count of lead posts whose form token was missing or not a
 * token. One is made per app (server/app.ts) and handed to the form actions in
 * the load context, so /healthz reports what they counted.
 */
export function createFormTokenProblems() {
  const counts: Counts = { missing: 0, malformed: 0 };
  return {
    /**
     * Counts such a post and logs one line naming the form and the problem (never
     * the posted values). The post is still stored, under a token made up by the
     * action: it is no longer protected against being stored twice, which is why
     * it must not pass unnoticed.
     */
    report(form: LeadFormName, problem: FormTokenProblem) {
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
    },
    /** Posts with a missing or malformed form token since this app started. */
    counts(): Counts {
      return { ...counts };
    },
  };
}

export type FormTokenProblems = ReturnType<typeof createFormTokenProblems>;
