/** 买房流程（/zh/buyers）：content/buyers.ts 的中文版本。 */
import {
  buyerResources as english,
  buyerAdvantages as englishAdvantages,
  buyerSteps as englishSteps,
} from "../buyers.ts";
import type { Advantage, ProcessStep, ResourceCard } from "../types.ts";
import { stepsWithWords, withWords } from "./words.ts";

export const buyerAdvantages: Advantage[] = withWords(englishAdvantages, [
  {
    title: "熟悉本地市场",
    description: "我们了解大波士顿各个城镇、街区和房屋类型，帮您客观地比较取舍。",
  },
  {
    title: "为您量身找房",
    description: "先听您说什么最重要，再把看房范围集中在真正符合您需求、预算和生活方式的房子上。",
  },
  {
    title: "专业议价",
    description: "我们认真准备每一份报价，并代表您与卖方谈判，让您在竞争激烈的市场里也能安心出价。",
  },
  {
    title: "可信赖的专业网络",
    description: "我们可以为您介绍熟识的贷款机构、验房师和律师，让交易的每个环节都有专人把关。",
  },
  {
    title: "每一步都有保障",
    description: "我们帮您看懂附加条件、各项截止日期和文件，不让任何重要细节被遗漏。",
  },
  {
    title: "沟通清楚及时",
    description: "进展如何，您随时知道；每个问题都有及时、坦诚的回答。",
  },
]);

export const buyerSteps: ProcessStep[] = stepsWithWords(englishSteps, [
  {
    title: "初次咨询",
    description:
      "我们先聊聊您的目标、时间安排、预算和心目中的房子，了解什么对您最重要，再规划适合您生活的找房方案。",
    alt: "插图：买家在桌边咨询",
  },
  {
    title: "贷款预批",
    description:
      "贷款机构审核您的财务状况，出具预批信，说明您可以借多少钱。这样找房范围更明确，也让卖方看到您的诚意。",
    alt: "插图：房贷预批信",
  },
  {
    title: "看房",
    description:
      "我们为您设置量身定制的房源提醒，安排并陪同看房，逐一指出每套房子的优点、取舍和值得追问的问题。",
    alt: "插图：买家参观房屋",
  },
  {
    title: "出价",
    description:
      "找到合适的房子后，我们一起分析附近可比成交，帮您决定价格和条款，然后准备有竞争力的报价，代表您与卖方谈判。",
    alt: "插图：签署购房报价",
  },
  {
    title: "验房与尽职调查",
    description:
      "持证验房师全面检查房屋，您同时审阅卖方披露和其他文件。如果发现问题，我们帮您决定下一步，并就维修或价格补偿进行谈判。",
    alt: "插图：验房师检查房屋",
  },
  {
    title: "贷款与估价",
    description:
      "贷款机构安排房屋估价并完成最终审批。我们与各方保持联系，确保每个截止日期都能赶上，贷款承诺书按时到位。",
    alt: "插图：估价师评估房屋",
  },
  {
    title: "交房前最后验收",
    description: "过户前不久，您再去房子看最后一次，确认房屋状况与约定一致，承诺的维修也都已完成。",
    alt: "插图：买家在空房里做最后验收",
  },
  {
    title: "过户交钥匙",
    description: "签署最终文件，资金划转，房契登记。随后您拿到钥匙，房子正式属于您。",
    alt: "插图：交接一串房门钥匙",
  },
]);

/** The same cards, leading where the English ones lead (a page, or a post in English). */
export const buyerResources: ResourceCard[] = withWords(english, [
  { title: "首次购房", description: "一步一步教您在大波士顿买下第一套房，从做预算到过户当天。" },
  { title: "房贷计算器", description: "估算每月还款，看看房价和首付如何影响月供。" },
  {
    title: "社区指南（英文）",
    description: "了解我们服务的各个城镇的特点、生活配套和通勤方式。",
  },
  { title: "验房清单（英文）", description: "了解验房师检查哪些地方，验房当天该问哪些问题。" },
  { title: "搬家清单（英文）", description: "从签约到入住，按周安排的简单计划，让一切井井有条。" },
  {
    title: "市场报告",
    description:
      "逐个城镇查看住宅房产税率，以及我们在当地的成交房屋和价格，帮您把握出价时机和价格。",
  },
]);

/** 页面本身的文字。 */
export const buyersPage = {
  meta: {
    title: "买房流程",
    description:
      "从初次咨询到拿到钥匙，我们如何陪伴大波士顿的买家：六大优势、八步路线图和实用资源。",
  },
  title: "买房流程",
  intro: "买房是人生中最重要的决定之一。从第一次交谈到拿到钥匙，我们让每一步都清清楚楚。",
  advantagesTitle: "与我们一起买房的优势",
  stepsTitle: "八步买房路线图",
  cta: {
    heading: "准备好找您的家了吗？",
    text: "告诉我们您在找什么样的房子，我们先从一次没有压力的咨询开始。",
    label: "立即联系我们",
  },
};
