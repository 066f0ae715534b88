// zod/mini, as the public forms: the note form validates in the browser before it posts.
import * as z from "zod/mini";
import { oneLineText } from "#domain/forms/control-characters.ts";
import { requiredText } from "#domain/forms/fields.ts";
import { NOTE_MAX } from "#domain/lead-note.ts";
import { LEAD_STATUSES } from "#domain/lead-status.ts";
import { CONTACT_TOUCHES, NEXT_STEP_MAX, TOUCH_NOTE_MAX } from "#domain/lead-touch.ts";
import { LEAD_TYPES } from "#domain/lead-type.ts";
import { RowIdSchema } from "#domain/row-id.ts";

/**
 * The workspace's forms, validated the same way by the route action and (the
 * note) in the browser before posting.
 */

/** A note on a person: required, at most NOTE_MAX characters, line breaks kept. */
export const NoteSchema = z.object({
  body: requiredText("The note", NOTE_MAX, "The note is empty. Write something before adding it."),
});

/** A person's new status, from the lead's page or an inbox row. */
export const StatusChangeSchema = z.object({
  personId: RowIdSchema,
  status: z.enum(LEAD_STATUSES, "Choose a status."),
});

/** A call, text or e-mail recorded on the lead's page, with an optional line. */
export const TouchSchema = z.object({
  kind: z.enum(CONTACT_TOUCHES, "Choose what happened."),
  note: z.optional(
    z
      .string()
      .check(
        z.overwrite(oneLineText),
        z.trim(),
        z.maxLength(TOUCH_NOTE_MAX, `At most ${TOUCH_NOTE_MAX} characters.`),
      ),
  ),
});

/** A next step: a Boston date and time, and a short text. */
export const NextStepSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day.")),
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/, "Choose the time.")),
  text: requiredText("The next step", NEXT_STEP_MAX, "Say what the next step is."),
});

/** What the person came for, set by the team. */
export const LeadTypeSchema = z.object({
  leadType: z.enum(LEAD_TYPES, "Choose a type."),
});
