import { isRouteErrorResponse } from "react-router";

/** A post that never reached its action's answer, told in the form that sent it. */
export type FailedPost = { status: "failed"; message: string };

export const BODY_TOO_LARGE_MESSAGE =
  "Nothing was saved: the photo is too large to send. Choose one under 20 MB; everything else you typed is still here.";
export const NO_ANSWER_MESSAGE =
  "Nothing was saved: the connection dropped or the site did not answer. Everything you typed is still here: try again.";

/**
 * A route's clientAction: the action's own answer as it comes (a redirect, the field errors,
 * a 404), but a post that got no answer from it (its body refused as too large, the connection
 * lost, the server failing) comes back to the form as a message. Without this the page is
 * replaced by the error screen, whose "Try again" opens the form empty.
 */
export async function keepFormOnFailure<T>(
  serverAction: () => Promise<T>,
): Promise<T | FailedPost> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (saved, or signed out) goes on as the action meant it.
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status === 413)
      return { status: "failed", message: BODY_TOO_LARGE_MESSAGE };
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    return { status: "failed", message: NO_ANSWER_MESSAGE };
  }
}
