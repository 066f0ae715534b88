import { z } from "zod";
import { areas } from "#content/areas.ts";
import { RowIdSchema } from "#domain/row-id.ts";
import { multiLineText, oneLineText } from "./control-characters.ts";

/**
 * The forms of the workspace's Content section (posts, sold homes, reviews) as
 * they are posted: strings from a plain HTML form, turned into the fields the
 * queries in server/content/*.ts store (which check them again). The workspace
 * loads the full zod; these schemas hold no server code, so the browser can
 * validate with them too.
 */

/** The areas served: a post's optional Town is one of them (content/areas.ts). */
export const TOWNS = areas.map((area) => area.name) as [string, ...string[]];

/** A post's address proposed from its title: "Buying in Newton: 5 Tips" → "buying-in-newton-5-tips". */
export function slugFromTitle(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A one-line text as typed, without control characters (control-characters.ts). */
export const line = () => z.string().overwrite(oneLineText);
/** A multi-line text (a textarea) as typed: tabs and line breaks kept, CR LF made LF. */
export const lines = () => z.string().overwrite(multiLineText);

/** An optional text field: blank is none (null). */
export const optionalText = (label: string, max: number) =>
  line()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((value) => value || null);

/** A hidden row id carried by the form (a photo already chosen); blank is none. */
export const optionalId = z
  .string()
  .trim()
  .transform((value) => value || null)
  .pipe(z.nullable(RowIdSchema));

/** Whole dollars, typed "$1,250,000" or "1250000"; blank is none. */
export const dollars = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[$,\s]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d*$/, `${label}: whole dollars, e.g. 1250000`)
        .transform((value) => (value ? Number(value) : null)),
    )
    .pipe(z.number().int().positive(`${label} must be more than 0`).max(1_000_000_000).nullable());

/** A whole number typed in a form; blank is none. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/,/g, ""))
    .pipe(
      z
        .string()
        .regex(/^-?\d*$/, `${label}: a whole number`)
        .transform((value) => (value ? Number(value) : null)),
    )
    .pipe(
      z
        .number()
        .int()
        .min(min, `${label}: at least ${min}`)
        .max(max, `${label}: at most ${max}`)
        .nullable(),
    );

/** A date from a date input (YYYY-MM-DD); blank is none. */
export const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || z.iso.date().safeParse(value).success, `${label}: a date`)
    .transform((value) => value || null);

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The post editor's fields. A blank Address is proposed from the Title. */
export const PostFormSchema = z
  .object({
    title: line().trim().min(1, "Title is required").max(70, "Title: at most 70 characters"),
    slug: z.string().trim().toLowerCase().max(100, "Address: at most 100 characters"),
    summary: lines().trim().max(200, "Summary: at most 200 characters"),
    coverPhotoId: optionalId.prefault(""),
    coverAlt: line().trim().max(300, "Alt text: at most 300 characters"),
    body: lines().max(200_000, "Body: at most 200,000 characters"),
    topic: optionalText("Topic", 40).prefault(""),
    town: z
      .string()
      .transform((value) => value || null)
      .pipe(z.enum(TOWNS, "Town: one of the areas served").nullable())
      .prefault(""),
    /** A team member's key (team_members.key): the server checks she may sign it. */
    author: line().trim().min(1, "Choose the author"),
  })
  .transform((fields) => ({ ...fields, slug: fields.slug || slugFromTitle(fields.title) }))
  .refine((fields) => SLUG_PATTERN.test(fields.slug), {
    path: ["slug"],
    message: "Address: lower-case letters and digits, words joined by hyphens",
  });

export type PostFormFields = z.output<typeof PostFormSchema>;

/** The schedule field: a Boston date and time (converted by the action: domain/dates.ts). */
export const ScheduleSchema = z.object({
  publishAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Publish on: choose a date and a time"),
});

/** A review's fields. */
export const ReviewFormSchema = z.object({
  quote: lines().trim().min(1, "Quote is required").max(1_000, "Quote: at most 1,000 characters"),
  /** The quote as /zh/ pages show it; blank: they show the English. */
  quoteZh: z
    ._default(z.string(), "")
    .pipe(lines().trim().max(1_000, "Quote in Chinese: at most 1,000 characters"))
    .transform((value) => value || null),
  firstName: line().trim().min(1, "First name is required").max(40),
  role: line().trim().min(1, "Role is required").max(60),
  sourceName: optionalText("Source", 60),
  sourceUrl: line()
    .trim()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, error: "Link: a web address (https://…)" }).nullable()),
  givenOn: optionalDate("Date"),
  rating: z
    .string()
    .trim()
    .regex(/^[1-5]?$/, "Rating: 1 to 5 stars, or none")
    .transform((value) => (value ? Number(value) : null)),
});

/** The home page's three reviews, in order. */
export const HomeReviewsSchema = z
  .object({
    first: RowIdSchema,
    second: RowIdSchema,
    third: RowIdSchema,
  })
  .refine(
    ({ first, second, third }) => new Set([first, second, third]).size === 3,
    "Choose three different reviews",
  );

/** Field messages from a failed parse, keyed by input name. */
export function contentFieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    messages[key] ??= issue.message;
  }
  return messages;
}
