import type { FormResult } from "./form-result.ts";

/**
 * A lead form's `clientAction`: forwards to the server action, and when the
 * request itself fails (offline, a proxy's 502) answers "failure" instead of
 * replacing the page with the error boundary, so the visitor keeps what they
 * typed and sees the form's failure message.
 */
export async function clientFormAction({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return (await serverAction()) as FormResult;
  } catch (error) {
    // A redirect (a record's sign-in answers with its thank-you page) is the framework's to follow.
    if (error instanceof Response) throw error;
    console.error(error);
    return { status: "failure", values: {} } satisfies FormResult;
  }
}
