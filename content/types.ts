/** Shapes of the site's static content collections. */

/**
 * An image from the site's own media folder. `id` is the path below
 * `media/originals` without extension; its first segment is the slot that
 * fixes the aspect ratio (see domain/images/image-slots.ts).
 */
export type ImageRef = { id: string; alt: string };

export type TeamMemberProfile = {
  id: "lead" | "specialist";
  bio: string[];
  image: ImageRef;
  /** Her role, bio and portrait's description for a Chinese reader (Simplified; issue 40). */
  zh: { role: string; bio: string[]; imageAlt: string };
};

export type Area = { id: string; name: string; description: string; image: ImageRef };

export type ProcessStep = { number: number; title: string; description: string; image: ImageRef };

/** Names of the icons the site uses (mapped to components in app/components/icon.tsx). */
export type IconName =
  | "map"
  | "handshake"
  | "trending-up"
  | "search"
  | "shield"
  | "key"
  | "home"
  | "camera"
  | "video"
  | "share"
  | "mail"
  | "users"
  | "printer"
  | "globe"
  | "languages"
  | "briefcase"
  | "award"
  | "file-text"
  | "calculator"
  | "clock"
  | "sparkles";

export type Advantage = { title: string; description: string; icon: IconName };

/**
 * A resource card links to a page of the site (`href`) or to the blog post on
 * its topic (`post`: the slug of a post a new database starts with, server/db/seed/posts/<post>.md); with neither it says
 * 'Coming Soon'.
 */
export type ResourceCard = { title: string; description: string; icon: IconName } & (
  | { href: string; post?: never }
  | { post: string; href?: never }
  | { href?: never; post?: never }
);

export type FaqItem = { id: string; question: string; answer: string };

export type FaqGroup = { id: "buyers" | "sellers" | "general"; label: string; items: FaqItem[] };

export type AccomplishmentGroup = {
  organization: string;
  items: string[];
  link?: { label: string; href: string };
};
