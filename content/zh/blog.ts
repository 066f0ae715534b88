/** 博客的框架文字（content/blog.ts 的中文版本）：团队的文章用各自的语言撰写。 */
import type * as english from "../blog.ts";

const DESCRIPTION =
  "写给大波士顿地区买家、卖家和投资者的实用建议：贷款、验房、房屋布置、开放参观、各镇概况，以及一年四季的市场节奏。";

export const blogList: typeof english.blogList = {
  title: "博客",
  description: DESCRIPTION,
  intro: "我们团队整理的大波士顿买房、卖房与投资经验，供您参考。",
  pageOf: (page, pageCount) => `博客（第 ${page} 页，共 ${pageCount} 页）`,
  olderIntro: (page, pageCount) => `较早的文章：第 ${page} 页，共 ${pageCount} 页。`,
  olderDescription: (page, pageCount) =>
    `较早的文章：第 ${page} 页，共 ${pageCount} 页。${DESCRIPTION}`,
  articles: "文章",
  pages: "博客分页",
  page: { before: "第 ", after: " 页" },
  newer: "较新的文章",
  older: "较早的文章",
  feedTitle: (siteName) => `${siteName} 中文博客`,
};

export const blogPost: typeof english.blogPost = {
  allArticles: "全部文章",
  by: (author) => `作者：${author}`,
  aboutTheAuthor: "关于作者",
  related: "相关文章",
  nextStep: "准备好迈出下一步了吗？",
  actions: {
    "/sellers/home-value": "我的房子值多少钱？",
    "/contact": "和我们聊聊您的计划",
  },
};
