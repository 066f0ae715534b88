import { data, isRouteErrorResponse, useLocation } from "react-router";
import { loginHref } from "#app/utils/staff-login-href.ts";

/**
 * Why a save from the workspace did not happen, as the page shows it in place:
 * the session ended (the server answered 401), its body was refused as too
 * large before the action saw it (413: a photo over the limit), or the request
 * never got an answer it could use (offline, a dropped connection, a proxy's 502).
 */
export type SaveProblem = { problem: "signed-out" | "too-large" | "not-saved" };

/**
 * A staff route's `clientAction`. Without it a failed save throws to an error
 * boundary, which unmounts the page and loses what was typed; with it the
 * failure becomes the action's data, so the form that sent it says what
 * happened and keeps its text. The answer carries an error status, so the
 * router does not revalidate (which, offline or logged out, would fail too).
 * Redirects pass through, and a 404 (the lead was erased meanwhile) still goes
 * to the workspace's error boundary: there is nothing left to save to.
 */
export async function staffClientAction<T>({ serverAction }: { serverAction: () => Promise<T> }) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status === 404) throw error;
    if (isRouteErrorResponse(error) && error.status === 401)
      return data<SaveProblem>({ problem: "signed-out" }, { status: 401 });
    if (isRouteErrorResponse(error) && error.status === 413)
      return data<SaveProblem>({ problem: "too-large" }, { status: 413 });
    return data<SaveProblem>({ problem: "not-saved" }, { status: 503 });
  }
}

/** Narrows an action's or fetcher's data to a save problem. */
export function saveProblemOf(result: unknown): SaveProblem["problem"] | null {
  if (result && typeof result === "object" && "problem" in result) {
    const { problem } = result as SaveProblem;
    if (problem === "signed-out" || problem === "too-large" || problem === "not-saved")
      return problem;
  }
  return null;
}

/** The in-place message for a save that failed, with the way on. */
export function SaveProblemMessage({
  problem,
  what,
  kept,
  className = "",
}: {
  problem: SaveProblem["problem"];
  /** What was not saved, e.g. "The note" or "The status of Ada Lovelace". */
  what: string;
  /** Said when the page keeps what was typed: after a session ended, or a photo too large. */
  kept?: string;
  className?: string;
}) {
  const location = useLocation();
  return (
    <p
      role="alert"
      className={`rounded-sm border-brand border-l-4 bg-brand-soft px-3 py-2 text-ink ${className}`}
    >
      {problem === "signed-out" ? (
        <>
          {what} was not saved: your session has ended.{kept ? ` ${kept}` : ""}{" "}
          <a
            href={loginHref(location.pathname + location.search)}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            Log in again
          </a>
        </>
      ) : problem === "too-large" ? (
        <>
          {what} was not saved: the photo is too large to send. Choose one under 20 MB, then try
          again.{kept ? ` ${kept}` : ""}
        </>
      ) : (
        <>{what} was not saved: the connection failed. Check that you are online, then try again.</>
      )}
    </p>
  );
}
