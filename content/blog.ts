/**
 * The blog's frame (/blog, its older pages, a post, its feed): the words around the team's posts,
 * which are written in their own language. Its Chinese twin is content/zh/blog.ts.
 */

const DESCRIPTION =
  "Advice for Greater Boston buyers, sellers and investors: financing, inspections, staging, open houses, towns and the seasons of the market.";

export const blogList = {
  title: "Blog",
  description: DESCRIPTION,
  intro:
    "Practical advice on buying, selling and investing in Greater Boston, from our team to you.",
  /** An older page's title, intro and description: ", page 2 of 5". */
  pageOf: (page: number, pageCount: number) => `Blog, page ${page} of ${pageCount}`,
  olderIntro: (page: number, pageCount: number) => `Older articles, page ${page} of ${pageCount}.`,
  olderDescription: (page: number, pageCount: number) =>
    `Older articles, page ${page} of ${pageCount}. ${DESCRIPTION}`,
  articles: "Articles",
  pages: "Blog pages",
  /** Read around a page number by assistive technology (the number alone is drawn): "Page 2". */
  page: { before: "Page ", after: "" },
  newer: "Newer articles",
  older: "Older articles",
  /** The feed's title, in a reader's list of subscriptions. */
  feedTitle: (siteName: string) => `${siteName} Blog`,
};

export const blogPost = {
  allArticles: "All articles",
  by: (author: string) => `By ${author}`,
  aboutTheAuthor: "About the author",
  related: "Related articles",
  nextStep: "Ready for your next step?",
  /** The one action a post ends with (domain/blog.ts postAction), by where it leads. */
  actions: {
    "/sellers/home-value": "What's my home worth?",
    "/contact": "Talk to us about your plans",
  },
};
