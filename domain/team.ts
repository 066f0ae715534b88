/** What the site says about the team's members, on its pages and in /staff/team. */
import type { PhotoRef } from "./images/photo-ref.ts";
import { DEFAULT_LANGUAGE, type Language } from "./language.ts";

/**
 * A member as a card shows her (app/components/member-card.tsx, /team, the host on a sign):
 * plain data a loader hands its page (server/team/members.ts makes it).
 */
export type MemberCardData = {
  /** Her byline's key ('lead', or the address she was added with). */
  key: string;
  name: string;
  role: string | null;
  /** Hers, or the office's when she has none. */
  phone: { display: string; e164: string };
  email: string;
  photo: PhotoRef | null;
  languages: string[];
  bio: string[];
  /**
   * What she wrote in Chinese in /staff/team (issue 40), named for the English with `Zh`, so a
   * /zh-hant/ page gets them in Traditional (server/content/traditional.ts); empty: the English shows.
   */
  roleZh: string;
  bioZh: string[];
  photoAltZh: string;
  licence: string | null;
};

/** Some of her words as a page shows them, and `lang` "en" where they are English on a Chinese page. */
export type ShownWords<T> = { words: T; lang: Language | undefined };

/** Her words as a page in `language` shows them: her Chinese on a Chinese page where she wrote one, else her English. */
export function shownIn<T extends string | string[]>(
  language: Language,
  english: T,
  zh: T,
): ShownWords<T> {
  if (language === DEFAULT_LANGUAGE) return { words: english, lang: undefined };
  return zh.length > 0
    ? { words: zh, lang: undefined }
    : { words: english, lang: DEFAULT_LANGUAGE };
}

/**
 * Her role, bio and portrait as a page in `language` shows them: on a Chinese page her Chinese
 * where she wrote one, her English (marked `lang="en"`) where not.
 */
export function memberInLanguage(member: MemberCardData, language: Language) {
  const alt = member.photo ? shownIn(language, member.photo.alt, member.photoAltZh) : null;
  return {
    role: shownIn(language, member.role ?? "", member.roleZh),
    bio: shownIn(language, member.bio, member.bioZh),
    photo:
      member.photo && alt ? { image: { ...member.photo, alt: alt.words }, lang: alt.lang } : null,
  };
}

/** What comes before item `index` of `count` in a list written as a sentence: "", ", " or " and ". */
export const listSeparator = (index: number, count: number) =>
  index === 0 ? "" : index === count - 1 ? " and " : ", ";

/** A list as a sentence: "English", "English and 中文", "English, 中文 and Cantonese". */
export const spokenList = (items: readonly string[]) =>
  items.map((item, index) => `${listSeparator(index, items.length)}${item}`).join("");

/** The languages the editor offers as checkboxes; any other can be typed. */
export const COMMON_LANGUAGES = ["English", "中文", "Cantonese", "Spanish", "Portuguese"] as const;
