/**
 * The workspace's open-house form (issue 31), validated by its route action; the module is
 * shared, so the form can check the same rules in the browser. Every message is written for
 * the field it sits under.
 */
import * as z from "zod";
import { areas } from "#content/areas.ts";
import { isCalendarDay, teamDay } from "#domain/dates.ts";
import { bostonInstant, bostonWallClock } from "#domain/open-house.ts";
import { RowIdSchema } from "#domain/row-id.ts";
import { multiLineText, oneLineText } from "./control-characters.ts";

/** The towns the form offers: the areas served, then "Another town". */
export const OPEN_HOUSE_TOWNS = areas.map((area) => area.name);
export const OTHER_TOWN = "other";

export const OPEN_HOUSE_NOTE_MAX = 500;

// Control characters are dropped as typed (control-characters.ts): a bare CR in the street would
// break the guests' .ics, U+0001 the QR code's label.
const trimmed = (max: number, label: string) =>
  z.string().overwrite(oneLineText).trim().max(max, `${label} must be at most ${max} characters`);
const optionalLine = (max: number, label: string) =>
  z
    ._default(z.string(), "")
    .pipe(trimmed(max, label))
    .transform((value) => value || null);
const optionalWhole = (label: string, max: number) =>
  z
    ._default(z.string(), "")
    .transform((value) => value.replace(/[\s,$]/g, ""))
    .pipe(
      z.union([
        z.literal("").transform(() => null),
        z
          .string()
          .regex(/^\d+$/, `${label}: a whole number, please`)
          .transform(Number)
          .pipe(z.number().max(max, `${label} looks too large`)),
      ]),
    );

/** A time of day as a time input posts it: 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type OpenHouseFormOptions = {
  now: Date;
  /** The team's addresses (STAFF_EMAILS): the hosting member is one of them. */
  staffEmails: readonly string[];
  /** When editing: the times as stored, which may stay as they are even once past. */
  previous?: { startsAt: Date; endsAt: Date };
};

/** The form's schema for a moment and a team. */
export function openHouseSchema({ now, staffEmails, previous }: OpenHouseFormOptions) {
  const team = staffEmails.map((email) => email.toLowerCase());
  // An edit may keep the day it had, even once past (to correct a typo afterwards).
  const previousDay = previous ? bostonWallClock(previous.startsAt).day : undefined;
  return z
    .object({
      street: trimmed(200, "The street").min(1, "Enter the street address (number and street)."),
      unit: optionalLine(40, "The unit"),
      town: z.string().min(1, "Choose the town."),
      otherTown: optionalLine(80, "The town"),
      zip: z
        .string()
        .trim()
        .regex(/^\d{5}$/, "Enter the 5-digit ZIP code."),
      // Checked here, not with the times below, so it is told together with any other field's message.
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date.")
        .refine(isCalendarDay, "Choose the date.")
        .refine(
          (day) => day >= teamDay(now) || day === previousDay,
          "This date is in the past. Choose the day of the open house.",
        ),
      start: z.string().regex(CLOCK_TIME, "Choose the start time."),
      end: z.string().regex(CLOCK_TIME, "Choose the end time."),
      host: z
        .string()
        .transform((value) => value.toLowerCase())
        .refine((value) => team.includes(value), "Choose the hosting member."),
      listingUrl: optionalLine(500, "The listing link").refine(
        (value) => value === null || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value),
        "Paste the whole link, starting with https://",
      ),
      price: optionalWhole("The price", 100_000_000),
      beds: optionalWhole("Beds", 50),
      baths: z
        ._default(z.string(), "")
        .transform((value) => value.trim())
        .pipe(
          z.union([
            z.literal("").transform(() => null),
            z
              .string()
              .regex(/^\d{1,2}(\.[05])?$/, "Baths: a number such as 2 or 2.5")
              .transform(Number),
          ]),
        ),
      squareFeet: optionalWhole("Square feet", 100_000),
      // The listing it was created from (issue 41), carried by the form as a hidden field.
      listingId: z
        ._default(z.string(), "")
        .pipe(z.union([z.literal("").transform(() => null), RowIdSchema])),
      note: guestNote("The note"),
      noteZh: guestNote("The Chinese note"),
    })
    .superRefine((form, context) => {
      if (form.town === OTHER_TOWN && !form.otherTown) {
        context.addIssue({ code: "custom", path: ["otherTown"], message: "Type the town." });
      } else if (form.town !== OTHER_TOWN && !OPEN_HOUSE_TOWNS.includes(form.town)) {
        context.addIssue({ code: "custom", path: ["town"], message: "Choose the town." });
      }
    })
    .transform((form, context) => {
      const startsAt = bostonInstant(form.day, form.start);
      const endsAt = bostonInstant(form.day, form.end);
      const unchanged =
        previous !== undefined &&
        previous.startsAt.getTime() === startsAt.getTime() &&
        previous.endsAt.getTime() === endsAt.getTime();
      if (endsAt <= startsAt) {
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: "The end time must be after the start time.",
        });
      } else if (!unchanged && endsAt <= now) {
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: "This time is already over today. Choose a later time.",
        });
      }
      const { otherTown, day: _day, start: _start, end: _end, host, ...rest } = form;
      return {
        ...rest,
        town: form.town === OTHER_TOWN ? (otherTown ?? "") : form.town,
        hostEmail: host,
        startsAt,
        endsAt,
      };
    });
}

/** A note for guests, in one language: a few lines, no link (the listing link has its field). */
function guestNote(name: string) {
  return z
    ._default(z.string(), "")
    .pipe(
      z
        .string()
        .overwrite(multiLineText)
        .trim()
        .max(OPEN_HOUSE_NOTE_MAX, `${name} must be at most ${OPEN_HOUSE_NOTE_MAX} characters`),
    )
    .refine((value) => !/https?:\/\//i.test(value), "Put the link in the listing link field.");
}

export type OpenHouseInput = z.output<ReturnType<typeof openHouseSchema>>;

/** The form's field names, as posted. */
export const OPEN_HOUSE_FIELDS = [
  "street",
  "unit",
  "town",
  "otherTown",
  "zip",
  "day",
  "start",
  "end",
  "host",
  "listingUrl",
  "price",
  "beds",
  "baths",
  "squareFeet",
  "note",
  "noteZh",
  "listingId",
] as const;
