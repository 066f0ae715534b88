import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { NoteSchema } from "#app/utils/forms/staff-schemas.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { fieldErrors } from "#domain/forms/fields.ts";
import { NOTE_MAX } from "#domain/lead-note.ts";
import { SaveProblemMessage, saveProblemOf } from "./save-problem.tsx";
import { VIA_FETCHER } from "./status-form.tsx";

/** What the lead page's action answers a note with, posted by this form's fetcher. */
export type NoteResult = { noted: true } | { error: string; intent: "note" };

const draftKey = (personId: number) => `staff-note-draft:${personId}`;

/**
 * Adding a note: a plain form (without JavaScript the action redirects back to
 * the page), posted through a fetcher once hydrated. On success the box
 * empties and a line by the button says so (the new note is first in the list,
 * often below the fold on a phone); while the note is on its way the button is
 * off, so a second tap cannot save it twice. When the save fails the text
 * stays; when it failed because the session ended, it is also kept in this
 * tab's sessionStorage and put back after logging in again. Once hydrated, a
 * note the schema refuses (NoteSchema, the action's own) is answered in place
 * without a round trip.
 */
export function NoteForm({
  personId,
  error,
}: {
  personId: number;
  /** The action's message for a note posted without JavaScript. */
  error?: string;
}) {
  const fetcher = useFetcher<NoteResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Set at the submit itself, before React renders the disabled button: a double tap sends one note.
  const inFlight = useRef(false);
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const saved = result !== undefined && "noted" in result;
  const problem = saveProblemOf(result);
  // The schema's message for the note as typed, until the next submit.
  const [refused, setRefused] = useState<string>();
  const message =
    refused ?? (result && "error" in result ? result.error : busy ? undefined : error);

  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);
  useEffect(() => {
    if (saved) formRef.current?.reset();
  }, [saved]);
  useEffect(() => {
    if (problem === "signed-out" && textRef.current?.value)
      sessionStorage.setItem(draftKey(personId), textRef.current.value);
  }, [problem, personId]);
  useEffect(() => {
    const draft = sessionStorage.getItem(draftKey(personId));
    if (draft && textRef.current && !textRef.current.value) textRef.current.value = draft;
    sessionStorage.removeItem(draftKey(personId));
  }, [personId]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="mt-2 grid gap-2"
      onSubmit={(event) => {
        const checked = NoteSchema.safeParse({ body: textRef.current?.value });
        setRefused(
          checked.success ? undefined : (fieldErrors(checked.error).body?.[0] ?? undefined),
        );
        if (inFlight.current || !checked.success) event.preventDefault();
        else inFlight.current = true;
      }}
    >
      <input type="hidden" name="intent" value="note" />
      {/* Without it (before or without JavaScript) the action redirects back to the page. */}
      {hydrated && <input type="hidden" name="via" value={VIA_FETCHER} />}
      <label htmlFor="note-body" className="sr-only">
        New note
      </label>
      <textarea
        ref={textRef}
        id="note-body"
        name="body"
        required
        maxLength={NOTE_MAX}
        rows={3}
        placeholder="Add a note"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? "note-error" : undefined}
        className="block w-full rounded-sm border border-line bg-white p-2"
      />
      {message && (
        <p id="note-error" role="alert" className="text-brand">
          {message}
        </p>
      )}
      {problem && (
        <SaveProblemMessage
          problem={problem}
          what="The note"
          kept={
            problem === "signed-out"
              ? "It stays in the box, and comes back after you log in on this device."
              : undefined
          }
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary px-4 py-2" disabled={busy}>
          {busy ? "Saving…" : "Add note"}
        </button>
        {/* Always in the page, so screen readers announce the confirmation when it appears. */}
        <p role="status" aria-live="polite" className="font-medium text-green-800">
          {saved ? "Note saved. It is first in the list below." : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}
