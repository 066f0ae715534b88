/**
 * The team as the site reads it (the `team_members` table, edited under /staff/team): the
 * members in their order, and each as her card. Who may sign in is STAFF_EMAILS alone; this
 * is who the site names, with her photo, phone, languages and bio.
 */
import { asc, eq, isNull } from "drizzle-orm";
import { site } from "#content/site.ts";
import type { PhotoRef } from "#domain/images/photo-ref.ts";
import type { Language } from "#domain/language.ts";
import { formatPhone } from "#domain/phone.ts";
import type { MemberCardData } from "#domain/team.ts";
import { photoRefOf } from "../content/photo-ref.ts";
import { ownerWordsInTraditional } from "../content/traditional.ts";
import type { Database } from "../db/client.ts";
import { photos, teamMembers } from "../db/schema.ts";

export type TeamMember = {
  id: number;
  key: string;
  name: string;
  role: string;
  email: string;
  /** E.164, or null (the office's number stands in). */
  phone: string | null;
  bio: string;
  languages: string[];
  licence: string | null;
  photo: PhotoRef | null;
  /** The photo's row, kept when the form is saved without a new one. */
  photoId: number | null;
  photoAlt: string;
  /** Her Chinese role, bio and portrait description (issue 40); empty: the English shows. */
  roleZh: string;
  bioZh: string;
  photoAltZh: string;
  shown: boolean;
  leftAt: Date | null;
};

/**
 * The members in their order: those still on the team, or (`withFormer`) those who left too,
 * for the editor and for the bylines of their past posts.
 */
export async function listMembers(
  db: Database,
  { withFormer = false }: { withFormer?: boolean } = {},
): Promise<TeamMember[]> {
  const rows = await db
    .select({
      member: teamMembers,
      builtImageId: photos.builtImageId,
      hash: photos.hash,
      slot: photos.slot,
    })
    .from(teamMembers)
    .leftJoin(photos, eq(photos.id, teamMembers.photoId))
    .where(withFormer ? undefined : isNull(teamMembers.leftAt))
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
  return rows.map(({ member, ...photo }) => ({
    id: member.id,
    key: member.key,
    name: member.name,
    role: member.role,
    email: member.email,
    phone: member.phone,
    bio: member.bio,
    languages: member.languages,
    licence: member.licence,
    photo: photoRefOf(
      { builtImageId: photo.builtImageId, hash: photo.hash, slot: photo.slot },
      member.photoAlt,
    ),
    photoId: member.photoId,
    photoAlt: member.photoAlt,
    roleZh: member.roleZh,
    bioZh: member.bioZh,
    photoAltZh: member.photoAltZh,
    shown: member.shown,
    leftAt: member.leftAt,
  }));
}

/** Her bio's paragraphs, as stored: separated by a blank line. */
export const bioParagraphs = (bio: string) =>
  bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * Her card as a page in `language` draws it: on a /zh-hant/ page her Chinese converted to
 * Traditional. A page read through the content cache converts its whole answer instead
 * (ownerWordsInTraditional): theirs is made in English.
 */
export function memberCardOf(member: TeamMember, language?: Language): MemberCardData {
  const card = cardOf(member);
  return language === "zh-Hant" ? ownerWordsInTraditional(card) : card;
}

function cardOf(member: TeamMember): MemberCardData {
  return {
    key: member.key,
    name: member.name,
    role: member.role,
    phone: member.phone
      ? { display: formatPhone(member.phone), e164: member.phone }
      : { display: site.phone.display, e164: site.phone.e164 },
    email: member.email,
    photo: member.photo,
    languages: member.languages,
    bio: bioParagraphs(member.bio),
    roleZh: member.roleZh,
    bioZh: bioParagraphs(member.bioZh),
    photoAltZh: member.photoAltZh,
    licence: member.licence,
  };
}

/** The member still on the team with this address, if there is one. */
export const memberWithAddress = (members: readonly TeamMember[], email: string) =>
  members.find((member) => member.email === email.toLowerCase() && member.leftAt === null);

/** The members shown on /team, as cards. */
export const shownCards = (members: readonly TeamMember[]) =>
  members
    .filter((member) => member.shown && member.leftAt === null)
    .map((member) => cardOf(member));

/**
 * The languages the team speaks between them, in the order the members list them ('English',
 * '中文'): what /contact tells a visitor.
 */
export function languagesSpoken(members: readonly TeamMember[]): string[] {
  const seen = new Set<string>();
  for (const member of members)
    if (member.shown && member.leftAt === null)
      for (const language of member.languages) seen.add(language);
  return [...seen];
}

/** The members' names by their address: the host list and the routing rule read as people. */
export const namesByAddress = (members: readonly TeamMember[]): Record<string, string> =>
  Object.fromEntries(members.map((member) => [member.email, member.name]));

/** The members' names by their byline's key (posts.author), former members' too. */
export const namesByKey = (members: readonly TeamMember[]): Record<string, string> =>
  Object.fromEntries(members.map((member) => [member.key, member.name]));
