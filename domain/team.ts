/** What the site says about the team's members, on its pages and in /staff/team. */

/** A list as a sentence: "English", "English and 中文", "English, 中文 and Cantonese". */
export function spokenList(languages: readonly string[]): string {
  if (languages.length <= 1) return languages[0] ?? "";
  return `${languages.slice(0, -1).join(", ")} and ${languages[languages.length - 1]}`;
}

/** The languages the editor offers as checkboxes; any other can be typed. */
export const COMMON_LANGUAGES = ["English", "中文", "Cantonese", "Spanish", "Portuguese"] as const;
