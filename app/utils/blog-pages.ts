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
