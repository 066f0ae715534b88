/**
 * The agent's own Traditional wording where the generated one (content/zh-hant/*.ts, converted
 * character by character) reads as mainland usage to a reader from Taiwan or Hong Kong
 * (docs/decisions/053): by catalogue and key path, `<catalogue>.<key>.<key or index>` as in
 * `CATALOGUES.<catalogue>["zh-Hant"]`, each worth a string or, for a sentence built from figures,
 * a function of the same arguments. scripts/generate-hant.test.ts fails on a path that names
 * nothing or a value of another kind.
 */
export type Override = string | ((...args: never[]) => string);

export const OVERRIDES: Record<string, Override> = {
  // 博客 is the mainland word for a blog; Taiwan and Hong Kong write 部落格 / 網誌.
  "ui.nav./blog": "部落格",
  "blog.blogList.title": "部落格",
  "blog.blogList.pages": "部落格分頁",
  "blog.blogList.pageOf": (page: number, pageCount: number) =>
    `部落格（第 ${page} 頁，共 ${pageCount} 頁）`,
  "blog.blogList.feedTitle": (siteName: string) => `${siteName} 中文部落格`,
  "home.homePage.articles.eyebrow": "部落格",
  "towns.townPage.fromOurBlog": "部落格文章",
  "towns.townPage.moreFromBlog": (town: string) => `部落格裡關於${town}的更多文章（英文）`,
  // The kiosk offers each language by its own name: two buttons both saying 中文 would not do.
  "kiosk.kiosk.ownName": "繁體中文",
};
