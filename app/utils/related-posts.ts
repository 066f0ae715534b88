/**
 * The two articles to offer at the foot of a post: the ones closest to it, by the
 * town it is about (a town served named in both titles) and its topics (shared tags),
 * the newer first among equals. Pure, so it is tested without the posts on disk.
 */
export type RelatableIdea = { slug: string; title: string; date: string; tags: readonly string[] };

const townsIn = (title: string, towns: readonly string[]) =>
  towns.filter((town) => title.toLowerCase().includes(town.toLowerCase()));

/** A shared town counts as much as two shared topics: "Newton" is closer than "buyers". */
const TOWN_WEIGHT = 2;

export function relatedPosts<P extends RelatableIdea>(
  post: RelatableIdea,
  all: readonly P[],
  towns: readonly string[],
  count = 2,
): P[] {
  const ownTowns = townsIn(post.title, towns);
  const scored = all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({
      other,
      score:
        TOWN_WEIGHT * townsIn(other.title, towns).filter((town) => ownTowns.includes(town)).length +
        other.tags.filter((tag) => post.tags.includes(tag)).length,
    }));
  return scored
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other);
}

/** The one action a post ends with. */
export type PostAction = ReturnType<typeof postAction>;

/** The one action a post ends with: a seller's article leads to the home-value request. */
export function postAction(tags: readonly string[]) {
  if (tags[0] === "sellers" || (tags.includes("sellers") && !tags.includes("buyers")))
    return { href: "/sellers/home-value", label: "What's my home worth?" } as const;
  return { href: "/contact", label: "Talk to us about your plans" } as const;
}
