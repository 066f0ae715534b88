/**
 * The blog's facts both sides use: how the list is cut into pages, a post's
 * teaser text, the articles offered at its foot and the one action it ends with,
 * and the number in a sold home's price. Pure, so each is tested without a database.
 */

/**
 * How the blog list is cut into pages (docs/decisions/020). Twelve cards fill whole rows of one,
 * two or three columns. A list page's first paint is parsed and laid out card by card, so its
 * cost grows with every article the owner adds; pages of twelve keep it the same however many
 * there are (figures: reports/measurements-behind-the-code.md).
 */
export const POSTS_PER_PAGE = 12;

/** How many list pages `postCount` articles fill (at least one, even with none). */
export const blogPageCount = (postCount: number) =>
  Math.max(1, Math.ceil(postCount / POSTS_PER_PAGE));

/** The address of list page `page`: the first is /blog itself. */
export const blogPagePath = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`);

/** The list page that holds the article at `index` (0 for the newest). */
export const blogPageOf = (index: number) => Math.floor(index / POSTS_PER_PAGE) + 1;

/** The route pattern of a post (server/pages.ts). */
export const BLOG_POST_PATTERN = "/blog/:slug";

/** At most `max` characters of text, cut back to a word boundary. */
export function truncateAtWord(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return cut.slice(0, lastSpace > 0 ? lastSpace : max).replace(/[\s,;:.-]+$/, "");
}

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

/** The number in a price text such as '$1,200,000'. */
export function priceValue(price: string) {
  const value = Number(price.replace(/[^0-9.]/g, ""));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Not a price: "${price}"`);
  return value;
}
