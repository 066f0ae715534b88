/**
 * What a workspace list says when a change made on another page sends the member back to it:
 * a fixed message named by a code in the address (`?done=post-deleted`), never text taken from
 * the address, which anyone can write into a link (and carry into a sign-in mail through `next`).
 */
const DONE_MESSAGES = {
  "post-deleted": "The post was deleted.",
  "home-deleted": "The home was removed from the portfolio.",
  "review-deleted": "The review was deleted.",
} as const;

export type DoneCode = keyof typeof DONE_MESSAGES;

const isDoneCode = (code: string | null): code is DoneCode =>
  code !== null && Object.hasOwn(DONE_MESSAGES, code);

/** The list's address with the code of what was done. */
export const donePath = (path: string, code: DoneCode) => `${path}?done=${code}`;

/** The message for the request's `done` code, or null without a known one. */
export function doneMessage(request: Request): string | null {
  const code = new URL(request.url).searchParams.get("done");
  return isDoneCode(code) ? DONE_MESSAGES[code] : null;
}
