/** 卖房营销策略（/zh/sellers/marketing）：content/marketing.ts 的中文版本。180,000 多名经纪人、50 多个国家与英文版一致。 */
import {
  marketingElements as englishElements,
  globalReach as englishReach,
  marketingSteps as englishSteps,
} from "../marketing.ts";
import type { Advantage } from "../types.ts";
import { withWords } from "./words.ts";

export const marketingHero: { heading: string; introduction: string } = {
  heading: "我们的营销策略",
  introduction:
    "把房子卖好，不只是挂个牌。我们用心准备、精美呈现、广泛推广，让您的房子被最懂它价值的买家看到。",
};

export const marketingSteps: typeof englishSteps = withWords(englishSteps, [
  {
    title: "准备",
    description: "我们陪您走一遍房子，建议做哪些维修、整理和布置，让它以最好的状态亮相。",
  },
  {
    title: "呈现",
    description: "专业摄影、视频和用心撰写的房源介绍，把您房子的故事讲得清楚又动人。",
  },
  {
    title: "推广",
    description:
      "我们把房源发布到各大网络平台、社交媒体、我们的客户数据库和人脉网络，触达远近各地的买家。",
  },
]);

export const marketingElements: Advantage[] = withWords(englishElements, [
  {
    title: "专业摄影",
    description: "经验丰富的摄影师在最好的光线下拍摄每个房间，让买家看了还想再看。",
  },
  {
    title: "虚拟看房与视频",
    description: "参观视频和虚拟看房让买家在任何地方都能细看您的房子，包括从外地迁入和海外的客户。",
  },
  {
    title: "社交媒体与网络营销",
    description: "在社交媒体和网络平台上精准投放，把您的房源推送到大波士顿内外的潜在买家面前。",
  },
  {
    title: "邮件与客户数据库营销",
    description: "我们通过设计精美的邮件，把新房源直接分享给老客户、正在找房的买家和本地经纪人。",
  },
  {
    title: "有策略的开放参观",
    description: "时间安排得当、接待周到的开放参观，把认真的买家请进门，也为销售造势。",
  },
  {
    title: "印刷营销材料",
    description: "高质量的宣传册、房源单页和明信片，让买家有东西带回家、记得住。",
  },
]);

export const globalReach: { heading: string; introduction: string; items: Advantage[] } = {
  heading: "全球网络覆盖",
  introduction:
    "大波士顿房子的买家来自全国各地乃至世界各地。我们的人脉帮助您的房源触达他们，无论他们身在何处。",
  items: withWords(englishReach.items, [
    {
      title: "全球经纪人网络",
      description:
        "您的房子会分享给遍布 50 多个国家、超过 180,000 名经纪人的网络，让马萨诸塞州以外的买家也能看到。",
    },
    {
      title: "国际房产网站",
      description: "您的房源会出现在海外买家搜索美国房产的国际房产网站上。",
    },
    {
      title: "搬迁与企业网络",
      description: "我们通过搬迁服务和为调动员工提供支持的企业网络，触达即将搬来本地的专业人士。",
    },
    {
      title: "多语言营销",
      description:
        "我们可以用不止一种语言介绍您的房子，让国际买家和讲多种语言的买家从第一眼起就感到亲切。",
    },
  ]),
};

/** 页面本身的文字。 */
export const marketingPage = {
  meta: {
    title: "卖房营销策略",
    description:
      "准备、呈现、推广：专业摄影、视频、网络和印刷营销、开放参观，以及由 180,000 多名经纪人组成的全球网络。",
  },
  eyebrow: "写给卖家",
  consultation: "预约营销咨询",
  portfolio: "查看成交案例",
  approach: { eyebrow: "我们的做法", title: "准备、呈现、推广" },
  elements: { eyebrow: "我们做什么", title: "六大营销手段" },
  globeAlt: "插图：城市之间连线的地球",
  beyond: "波士顿之外",
  launch: "一起规划您房子的上市吧",
};
