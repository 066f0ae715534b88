/**
 * "E-mail all guests" on an open house's page (issue 39): a short note the host writes, to every
 * guest who agreed to follow-up e-mail or to the ones ticked in the list. Posted as a plain form;
 * `sendKey` is made when the page is drawn, so the same post twice (a double click, a resend)
 * sends once.
 */
import * as z from "zod/mini";
import { RowIdSchema } from "../row-id.ts";
import { requiredLine, requiredText } from "./fields.ts";

export const GUEST_NOTE_SUBJECT_MAX = 150;
/** A short note, not a newsletter: about a phone screen and a half. */
export const GUEST_NOTE_MESSAGE_MAX = 2000;

/** The two buttons: every guest, or the ones ticked in the list (`guest`, repeated). */
export const GUEST_NOTE_TO = ["all", "chosen"] as const;

export const GuestNoteSchema = z
  .object({
    to: z.enum(GUEST_NOTE_TO, "Choose who gets the note."),
    subject: requiredLine("The subject", GUEST_NOTE_SUBJECT_MAX, "Write a subject."),
    message: requiredText("The note", GUEST_NOTE_MESSAGE_MAX, "Write the note before sending it."),
    guest: z.array(RowIdSchema),
    sendKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, "Reload the page and send again.")),
  })
  .check(
    z.refine((note) => note.to === "all" || note.guest.length > 0, {
      message: "Tick at least one guest in the list, or e-mail all guests.",
      path: ["guest"],
    }),
  );
export type GuestNoteInput = z.infer<typeof GuestNoteSchema>;

/** The posted form as the schema reads it: the ticked guests as a list. */
export const guestNoteFields = (form: FormData) => ({
  ...Object.fromEntries(form),
  guest: form.getAll("guest"),
});
