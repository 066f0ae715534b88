/** 首页（/zh/）：content/home.ts 的中文版本。数字与英文版一致：10 年以上、2 亿美元以上、200+、250+、20+。 */
import {
  accomplishments as englishAccomplishments,
  partner as englishPartner,
  stats as englishStats,
} from "../home.ts";
import { site } from "../site.ts";
import type { AccomplishmentGroup, ImageRef } from "../types.ts";
import { withWords } from "./words.ts";

export const hero: { tagline: string; introduction: string } = {
  tagline: "在大波士顿，找到属于您的地方",
  introduction:
    "无论您是第一次买房、出售住了多年的家，还是扩充投资组合，我们都用心陪伴、给出清楚的建议。我们的办公室在牛顿市，服务整个大波士顿地区的客户，让您每一步都走得踏实。",
};

export const about: { heading: string; paragraphs: string[] } = {
  heading: `关于 ${site.name}`,
  paragraphs: [
    `${site.team.lead.name} 在大波士顿从事房地产超过 10 年，是所在公司的白金经纪人，累计销售额超过 2 亿美元（$200+ million）。`,
    "她拥有市场营销分析硕士学位和 MBA 学位，并把这些训练运用到每一次定价、每一份营销计划和每一场谈判中。",
    `团队服务豪宅、首次购房者和投资房产，办公室位于马萨诸塞州${site.office.city}（${site.office.city}, ${site.office.region}）。`,
  ],
};

export const stats: { value: string; label: string }[] = withWords(englishStats, [
  { label: "成交房屋" },
  { label: "满意客户" },
  { label: "所获奖项" },
]);

export const accomplishments: AccomplishmentGroup[] = withWords(englishAccomplishments, [
  { organization: "亚裔房地产协会", items: ["全国挂牌业绩前 50 名", "理事会成员"] },
  {
    organization: "房地产排名机构",
    items: ["经纪人排名前 1.5%", "获波士顿城市杂志专题报道"],
    link: { label: "阅读杂志报道（英文）", href: site.magazineFeatureUrl },
  },
  { organization: "经纪特许经营网络", items: ["地区排名前 10%", "理事会成员"] },
]);

export const partner: { heading: string; text: string; caption: string; image: ImageRef } = {
  heading: "值得信赖的伙伴",
  text: `${site.team.lead.name} 相信成功的关键很简单：跟进每一位客户，并且分清界限，让每位客户都得到专注、可靠的服务。进展如何，您随时清楚；下次什么时候收到我们的消息，您也心中有数。`,
  caption: "品质生活",
  image: { ...englishPartner.image, alt: "豪宅中明亮的客厅，落地大窗，中性色调的家具" },
};

/** 首页本身的文字。 */
export const homePage = {
  meta: {
    title: `${site.name} | 大波士顿房地产`,
    description:
      "与牛顿市的专业团队一起在大波士顿买房、卖房、投资：成交 200+ 套房屋，服务 250+ 位满意客户，获得 20+ 个奖项。今天就开始吧。",
  },
  eyebrow: "买房 · 卖房 · 投资",
  start: "今天就开始",
  homeValue: "我的房子值多少钱？",
  findAHome: "和我们一起找房",
  towns: { eyebrow: "服务区域", title: "我们熟悉的城镇" },
  openHouses: "近期开放参观",
  forSale: { eyebrow: "在售", title: "在售房源", more: "查看我们在售的全部房源" },
  sold: { eyebrow: "成交案例", title: "最近成交", more: "查看我们成交的全部房屋" },
  articles: { eyebrow: "博客", title: "最新文章", more: "阅读全部文章" },
  aboutEyebrow: "关于我们",
  portraitAlt: `${site.team.lead.name} 的肖像占位图`,
  recognition: { eyebrow: "荣誉", title: "业绩与荣誉" },
  approach: "我们的做法",
  testimonials: { eyebrow: "客户评价", title: "客户怎么说", more: "查看更多评价（英文）" },
};
