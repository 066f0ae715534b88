/**
 * The member form of /staff/team (a plain HTML form, multipart for the portrait), as posted:
 * what the server checks before server/team/editor.ts stores it. The languages come as
 * checkboxes (`languages`, repeated) and a line of others, separated by commas.
 */
import * as z from "zod/mini";
import { emailAddress, optionalPhone, optionalText, requiredLine, singleLine } from "./fields.ts";

/** The fields of the member form, each posted once (the checkboxes are read apart). */
export const MEMBER_FIELDS = [
  "name",
  "role",
  "email",
  "phone",
  "bio",
  "otherLanguages",
  "licence",
  "photoAlt",
  "roleZh",
  "bioZh",
  "photoAltZh",
] as const;

/** How many languages a member lists at most, and how long each may be. */
const LANGUAGES_MAX = 12;
const LANGUAGE_MAX = 40;

/** Checked boxes and typed others as one list, each once, in the order given. */
export function languageList(checked: readonly string[], typed: string): string[] {
  const all = [...checked, ...typed.split(/[,，、]/)].map((language) => language.trim());
  return [...new Set(all.filter(Boolean))];
}

export const MemberSchema = z.object({
  name: requiredLine("Name", 100),
  role: requiredLine("Role", 100),
  email: emailAddress("E-mail"),
  phone: optionalPhone("Phone"),
  bio: optionalText("Bio", 2_000),
  languages: z
    .array(singleLine("Each language", LANGUAGE_MAX))
    .check(
      z.minLength(1, "Name at least one language she speaks"),
      z.maxLength(LANGUAGES_MAX, `At most ${LANGUAGES_MAX} languages`),
    ),
  licence: z._default(singleLine("Licence number", 60), ""),
  photoAlt: z._default(singleLine("Photo description", 200), ""),
  // Her Chinese versions (issue 40); empty: a Chinese page shows the English.
  roleZh: z._default(singleLine("中文 role", 100), ""),
  bioZh: optionalText("中文 bio", 2_000),
  photoAltZh: z._default(singleLine("中文 portrait description", 200), ""),
});

export type MemberInput = z.output<typeof MemberSchema>;

/** What /staff/team's buttons do to a member. */
export const MEMBER_INTENTS = ["up", "down", "show", "hide", "left", "back"] as const;

/** One of /staff/team's buttons, as posted: the member's row and what to do. */
export const MemberActionSchema = z.object({
  member: z.pipe(z.string().check(z.regex(/^\d{1,10}$/, "Choose a member")), z.transform(Number)),
  intent: z.enum(MEMBER_INTENTS, "Nothing to do"),
});
