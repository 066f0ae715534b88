// zod/mini, as the public forms: the note form validates in the browser before it posts.
import * as z from "zod/mini";
import { NOTE_MAX } from "#domain/lead-note.ts";
import { LEAD_STATUSES } from "#domain/lead-status.ts";
import { requiredText } from "./fields.ts";

/**
 * The workspace's forms, validated the same way by the route action and (the
 * note) in the browser before posting. A row id is checked against the
 * column's range by the action (server/staff/request.ts).
 */

/** A note on a person: required, at most NOTE_MAX characters, line breaks kept. */
export const NoteSchema = z.object({
  body: requiredText("The note", NOTE_MAX, "The note is empty. Write something before adding it."),
});

/** A person's new status, from the lead's page or an inbox row. */
export const StatusChangeSchema = z.object({
  personId: z.coerce.number().check(z.refine(Number.isInteger), z.positive()),
  status: z.enum(LEAD_STATUSES, "Choose a status."),
});
