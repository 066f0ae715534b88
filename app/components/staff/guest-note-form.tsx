import { Form, useNavigation } from "react-router";
import { Field } from "#app/components/ui/field.tsx";
import { GUEST_NOTE_MESSAGE_MAX, GUEST_NOTE_SUBJECT_MAX } from "#domain/forms/guest-note-schema.ts";
import type { GuestNoteOutcome } from "#server/staff/guest-note.ts";
import { SaveProblemMessage, saveProblemOf } from "./save-problem.tsx";

/** The form's id: the guest list's checkboxes belong to it from their table (`form=`). */
export const GUEST_NOTE_FORM = "guest-note";

/** What the event page's action answers the note with. */
export type GuestNoteResult =
  | { noteSent: GuestNoteOutcome & { skippedWords: string[] } }
  | {
      noteErrors: Record<string, string[] | undefined>;
      values: { subject: string; message: string };
    };

const people = (count: number) => `${count} guest${count === 1 ? "" : "s"}`;

/**
 * "E-mail all guests" (or the ones ticked in the list below): a short note, sent to each guest
 * who agreed to follow-up e-mail. A plain form posted to the event page's action; before
 * sending, it says how many will get it and who is skipped and why, and after, what happened.
 */
export function GuestNoteForm({
  eventName,
  sendKey,
  guests,
  mailable,
  result,
}: {
  eventName: string;
  /** Made when the page was drawn: the same post twice sends once. */
  sendKey: string;
  guests: number;
  /** Guests who agreed to follow-up e-mail and have not unsubscribed. */
  mailable: number;
  result: unknown;
}) {
  const sending = useNavigation().formData?.get("sendKey") === sendKey;
  const problem = saveProblemOf(result);
  const answer = result as GuestNoteResult | undefined;
  const errors = answer && "noteErrors" in answer ? answer.noteErrors : {};
  const values = answer && "values" in answer ? answer.values : undefined;
  // What is wrong with the post as a whole: no guest ticked, or a page too old to send from.
  const formError = [errors.guest, errors.sendKey, errors.to].find((list) => list?.length)?.[0];
  return (
    <section className="card grid gap-3 p-4" aria-labelledby="guest-note-heading">
      <h2 id="guest-note-heading" className="text-lg">
        E-mail the guests
      </h2>
      <p className="text-muted">
        {mailable} of {people(guests)} agreed to follow-up e-mail and will get it, each with her own
        name.
        {guests > mailable &&
          ` ${guests - mailable} did not agree or unsubscribed since, and will be skipped.`}
      </p>
      {answer && "noteSent" in answer && (
        <p role="status" className="font-medium">
          Sent to {people(answer.noteSent.sent)}.
          {answer.noteSent.skippedWords.map((line) => ` ${line}`)}
        </p>
      )}
      {problem && (
        <SaveProblemMessage problem={problem} what="The note" kept="Your note is kept below." />
      )}
      {/* A new page (a new key) after each send: the next note starts empty. */}
      <Form key={sendKey} id={GUEST_NOTE_FORM} method="post" className="grid gap-3" noValidate>
        <input type="hidden" name="sendKey" value={sendKey} />
        <Field
          label="Subject"
          name="subject"
          required
          maxLength={GUEST_NOTE_SUBJECT_MAX}
          defaultValue={values?.subject ?? eventName}
          errors={errors.subject}
        />
        <Field
          label="Your note"
          name="message"
          required
          errors={errors.message}
          render={(props) => (
            <textarea
              {...props}
              rows={5}
              maxLength={GUEST_NOTE_MESSAGE_MAX}
              defaultValue={values?.message}
            />
          )}
        />
        {formError && (
          <p role="alert" className="text-brand">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="to"
            value="all"
            className="btn-primary min-h-11"
            disabled={sending}
          >
            {sending ? "Sending..." : "E-mail all guests"}
          </button>
          <button
            type="submit"
            name="to"
            value="chosen"
            className="inline-flex min-h-11 items-center rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm"
            disabled={sending}
          >
            E-mail the guests ticked below
          </button>
        </div>
      </Form>
    </section>
  );
}
