/** 团队（/zh/team）：content/team.ts 的中文版本。成员的姓名、职务和简介由团队在 /staff 填写，保持英文。 */
import { whyChooseUs as english } from "../team.ts";
import type { Advantage } from "../types.ts";
import { withWords } from "./words.ts";

export const whyChooseUs: Advantage[] = withWords(english, [
  {
    title: "本地专长",
    description:
      "我们在大波士顿生活和工作，熟悉这里的城镇、街区和学校，给您的建议来自对每个社区日常生活的真实了解。",
  },
  {
    title: "个性化服务",
    description: "每位客户都有围绕自身目标和时间安排制定的计划，从头到尾及时跟进、沟通清楚。",
  },
  {
    title: "实实在在的成绩",
    description:
      "我们为买家、卖家和投资者取得的成绩，来自每一笔交易中审慎的定价、有力的营销和沉稳的谈判。",
  },
]);

/** 团队页面本身的文字。 */
export const teamPage = {
  meta: {
    title: "认识我们的团队",
    description: (names: string) =>
      `认识 ${names}——我们是位于牛顿市的团队，为大波士顿的买家、卖家和投资者提供指导。`,
  },
  title: "认识我们的团队",
  intro: "经验丰富、回应及时、扎根本地：从第一通电话到过户签字，陪您完成买房或卖房的就是我们。",
  why: { eyebrow: "我们的承诺", title: "为什么选择我们的团队" },
  membersLabel: "团队成员",
  speaks: "会说：{languages}",
  licence: (licence: string) => `执照编号：${licence}`,
  callOrText: (name: string) => `给 ${name} 打电话或发短信`,
  email: (name: string) => `给 ${name} 发邮件：`,
  join: {
    heading: "加入我们不断壮大的团队",
    text: "您是把客户放在第一位的经纪人吗？我们很想听到您的消息。",
    label: "加入我们的团队",
  },
  languageNames: {
    English: "英语",
    中文: "普通话",
    Mandarin: "普通话",
    Cantonese: "粤语",
    Spanish: "西班牙语",
    Portuguese: "葡萄牙语",
  } as Record<string, string>,
};
