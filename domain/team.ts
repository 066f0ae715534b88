/** What the site says about the team's members, on its pages and in /staff/team. */
import type { PhotoRef } from "./images/photo-ref.ts";

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
  licence: string | null;
};

/** What comes before item `index` of `count` in a list written as a sentence: "", ", " or " and ". */
export const listSeparator = (index: number, count: number) =>
  index === 0 ? "" : index === count - 1 ? " and " : ", ";

/** A list as a sentence: "English", "English and 中文", "English, 中文 and Cantonese". */
export const spokenList = (items: readonly string[]) =>
  items.map((item, index) => `${listSeparator(index, items.length)}${item}`).join("");

/** The languages the editor offers as checkboxes; any other can be typed. */
export const COMMON_LANGUAGES = ["English", "中文", "Cantonese", "Spanish", "Portuguese"] as const;
