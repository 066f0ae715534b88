import { mistypedEmailNote } from "#domain/email-typo.ts";

/**
 * Beside a lead's address in the workspace: "address may be mistyped: gmail.com?" when its
 * domain looks like a common one mistyped, so the team checks it before writing (nothing
 * otherwise). The visitor may correct it herself from her thank-you page.
 */
export function MistypedEmail({ email }: { email: string }) {
  const note = mistypedEmailNote(email);
  return note ? (
    <span
      data-mistyped-email=""
      className="ml-1 inline-block rounded-sm bg-amber-100 px-1.5 text-amber-950 text-xs"
    >
      {note}
    </span>
  ) : null;
}
