/**
 * The members a new database starts with (server/content/import.ts): the two of
 * content/site.ts, with their bios and portraits from content/team.ts. Placeholders: the
 * team lead keeps the real team under /staff/team, and the site reads it from there.
 */
import { site } from "#content/site.ts";
import { teamProfiles } from "#content/team.ts";

export type SeedMember = {
  key: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  bio: string;
  languages: string[];
  /** A built image (media/originals) in the 'team' slot. */
  imageId: string;
  imageAlt: string;
  /** Her Chinese versions (content/team.ts). */
  roleZh: string;
  bioZh: string;
  imageAltZh: string;
};

/** What each seed member speaks: placeholders, as everything else about them. */
const SEED_LANGUAGES: Record<string, string[]> = {
  lead: ["English", "中文"],
  specialist: ["English"],
};

export const seedTeam: SeedMember[] = teamProfiles.map((profile) => {
  const member = site.team[profile.id];
  return {
    key: profile.id,
    name: member.name,
    role: member.role,
    email: member.email.toLowerCase(),
    phone: member.phone.e164,
    bio: profile.bio.join("\n\n"),
    languages: SEED_LANGUAGES[profile.id] ?? ["English"],
    imageId: profile.image.id,
    imageAlt: profile.image.alt,
    roleZh: profile.zh.role,
    bioZh: profile.zh.bio.join("\n\n"),
    imageAltZh: profile.zh.imageAlt,
  };
});
