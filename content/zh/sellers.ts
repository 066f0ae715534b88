/** 卖房流程（/zh/sellers）：content/sellers.ts 的中文版本。 */
import {
  sellerAdvantages as englishAdvantages,
  sellerResources as englishResources,
  sellerSteps as englishSteps,
} from "../sellers.ts";
import type { Advantage, ProcessStep, ResourceCard } from "../types.ts";
import { stepsWithWords, withWords } from "./words.ts";

export const sellerAdvantages: Advantage[] = withWords(englishAdvantages, [
  {
    title: "用数据定价",
    description:
      "我们研究近期可比成交和当前竞争房源，建议一个既能吸引买家、又能守住房屋价值的价格。",
  },
  {
    title: "专业营销",
    description: "专业摄影、视频和精准的网络推广，把您的房子最好的一面呈现给合适的买家。",
  },
  {
    title: "上市前准备指导",
    description: "我们就维修、整理和布置给出建议，让您的房子在网上和现场都给人留下好的第一印象。",
  },
  {
    title: "广泛曝光",
    description: "通过我们的人脉和网络渠道，您的房源能触达本地买家、外地迁入的家庭和国际客户。",
  },
  {
    title: "专业谈判",
    description: "每一份报价我们都和您一起审阅，把条款讲清楚，并坚定地为您争取最好的整体结果。",
  },
  {
    title: "顺利过户",
    description: "我们与买方经纪、律师和贷款机构协调，直到交易完成前随时向您通报进展。",
  },
]);

export const sellerSteps: ProcessStep[] = stepsWithWords(englishSteps, [
  {
    title: "初次咨询",
    description:
      "我们见面聊聊您的目标、时间安排以及下一步搬家的打算，全面了解情况后，为您制定切实可行的卖房计划。",
    alt: "插图：卖家在厨房餐桌旁咨询",
  },
  {
    title: "房屋评估与定价策略",
    description:
      "我们实地看房，并与附近近期成交和在售房源比较，和您一起制定定价策略，在好价格和按时售出之间取得平衡。",
    alt: "插图：对照可比成交评估房屋",
  },
  {
    title: "上市前准备",
    description:
      "我们建议做些简单维修、整理和布置，让买家能想象自己住在这里；也可以为您介绍可靠的装修师傅、清洁和软装布置团队。",
    alt: "插图：布置好的客厅",
  },
  {
    title: "营销上线",
    description:
      "专业照片、视频和详细的房源介绍同步发布到各大网络平台、社交媒体和我们的人脉网络，每个环节都为了找到最可能爱上您房子的买家。",
    alt: "插图：笔记本电脑和手机上的房源页面",
  },
  {
    title: "预约看房与开放参观",
    description:
      "我们安排私人看房，并举办开放参观，让买家在最佳状态下感受房子。每次看房后，我们都会收集反馈并告诉您。",
    alt: "插图：房前的开放参观指示牌",
  },
  {
    title: "审阅报价与谈判",
    description:
      "我们和您一起审阅每份报价，看价格、贷款、附加条件和时间安排，再代表您谈判，直到条款让您放心。",
    alt: "插图：正在审阅的报价文件",
  },
  {
    title: "尽职调查与验房",
    description:
      "买方在约定期限内完成验房和其他检查。对方提出任何要求，我们都帮您从容应对，让交易按计划推进。",
    alt: "插图：正在进行的验房",
  },
  {
    title: "过户",
    description:
      "最后几步我们与律师、贷款机构和买方经纪协调。您签署过户文件、交出钥匙，开始人生的新篇章。",
    alt: "插图：已售牌子和房门钥匙",
  },
]);

/** The same cards, leading where the English ones lead (a page, or a post in English). */
export const sellerResources: ResourceCard[] = withWords(englishResources, [
  {
    title: "营销策略",
    description: "看看我们如何准备、呈现和推广您的房子，触达本地和世界各地的合适买家。",
  },
  {
    title: "房屋估价",
    description: "申请一份书面市场分析，由我们团队根据本地近期成交为您的房子准备。",
  },
  {
    title: "布置小技巧（英文）",
    description: "花小钱的简单方法，让买家更容易想象住在您家的样子。",
  },
  { title: "卖家清单（英文）", description: "房源上市前、上市中和成交后要完成的实用事项清单。" },
  { title: "拍照准备（英文）", description: "如何让每个房间为房源拍照和录像做好准备。" },
  {
    title: "市场报告",
    description:
      "逐个城镇查看住宅房产税率，以及我们在当地的成交房屋和价格，帮您把握挂牌时机和价格。",
  },
]);

/** 页面本身的文字。 */
export const sellersPage = {
  meta: {
    title: "卖房流程",
    description:
      "我们如何在大波士顿卖房：定价策略、上市准备、营销推广、看房和谈判，八个清晰的步骤。",
  },
  title: "卖房流程",
  intro:
    "从第一次看房到过户签字，我们为您的房子定价、做准备、做营销，让它卖个好价钱，过程中没有意外。",
  advantagesTitle: "与我们一起卖房的优势",
  stepsTitle: "八步卖房路线图",
  cta: {
    heading: "您的房子值多少钱？",
    text: "告诉我们您房子的情况，我们会根据附近近期成交，为您准备一份书面市场分析。",
    label: "申请房屋估价",
  },
};
