/** 房屋估价申请（/zh/sellers/home-value）：content/home-value.ts 的中文版本。称呼先姓后名。 */
import type * as english from "../home-value.ts";
import { contactErrors, contactForm } from "./forms.ts";

export const answer: typeof english.answer = {
  within: "在两个工作日内",
  firstCall: "在下一个工作日结束前",
};

export const homeValuePage: typeof english.homeValuePage = {
  meta: {
    title: "我的房子值多少钱？申请一份市场分析",
    description:
      "告诉我们您在大波士顿地区的房屋情况，我们团队的成员会根据附近最近的成交记录，为您撰写一份书面市场分析，而不是自动估价。",
  },
  hero: {
    eyebrow: "卖房",
    title: "您的房子值多少钱？",
    intro:
      "告诉我们您房屋的情况，{who}会根据您附近最近的成交，{within}为您准备一份书面市场分析。由专人分析，而非算法：不做自动估价。",
  },
  ourTeamInSentence: "我们的团队",
  label: "房屋估价申请",
  receive: {
    heading: "您将收到",
    items: [
      "您附近同类房屋最近的成交情况及成交价格。",
      "买家会拿来与您的房子比较的在售房源。",
      "为您的房子量身撰写的建议价格区间及其理由。",
      "挂牌前最值得做的改进（如果有的话）。",
    ],
    noObligation: "没有任何义务，我们也绝不会分享您的信息。",
  },
  memberNote: "负责为您撰写市场分析",
};

export const homeValueForm: typeof english.homeValueForm = {
  label: "房屋估价申请",
  outcome: {
    success: "您的申请已提交。",
    failure: "您的申请未能发送，请一分钟后再试，或直接给我们打电话。",
  },
  submit: "申请市场分析",
  busy: "正在发送…",
  homeLegend: "您的房屋",
  personLegend: "您的联系方式",
  street: "街道地址*",
  streetPlaceholder: "12 Elm Street",
  unit: "单元号（选填）",
  town: "城镇*",
  zip: "邮政编码*",
  propertyType: "房屋类型*",
  choose: "请选择",
  chooseOptional: "请选择（选填）",
  bedrooms: "卧室数",
  bathrooms: "卫生间数",
  bathroomsPlaceholder: "例如 2.5",
  squareFeet: "大约面积（平方英尺）",
  squareFeetPlaceholder: "例如 1800",
  condition: "房屋状况",
  timeline: "您打算什么时候卖房？*",
  reason: "您为什么考虑卖房？（选填）",
  bestTime: "方便联系您的时间",
  person: contactForm.person,
  propertyTypes: {
    "single-family": "独栋住宅",
    condo: "公寓（Condo）",
    "multi-family": "多户住宅（2-4 户）",
    townhouse: "联排别墅",
    land: "土地",
    other: "其他",
  },
  conditions: {
    "move-in-ready": "可直接入住，近期翻新过",
    updated: "保养良好，有部分更新",
    original: "基本保持原样",
    "needs-work": "需要维修",
  },
  timelines: {
    "0-3-months": "3 个月内",
    "3-6-months": "3 到 6 个月后",
    "6-12-months": "6 到 12 个月后",
    "12-plus-months": "一年以后",
    curious: "暂时只是想了解一下",
  },
  contactTimes: {
    any: "任何时间",
    morning: "上午（9-12 点）",
    afternoon: "下午（12-5 点）",
    evening: "晚上（5-8 点）",
  },
};

export const homeValueErrors: typeof english.homeValueErrors = {
  messages: contactErrors.messages,
  fields: {
    street: "街道地址",
    unit: "单元号",
    town: "城镇",
    zip: "邮政编码",
    property_type: "房屋类型",
    bedrooms: "卧室数",
    bathrooms: "卫生间数",
    square_feet: "面积",
    condition: "房屋状况",
    timeline: "卖房时间",
    reason: "卖房原因",
    first_name: "名",
    last_name: "姓",
    email: "电子邮箱",
    phone: "电话",
    best_time: "联系时间",
    followUpConsent: "邮件订阅",
  },
};

export const homeValueThanks: typeof english.homeValueThanks = {
  eyebrow: "申请已收到",
  title: "谢谢您，申请已提交",
  ourTeam: "我们的团队",
  yourHome: "您的房屋",
  promise: "{who}会为 {address} 撰写一份书面市场分析，并{within}发送给您。",
  nextHeading: "接下来会怎样",
  steps: [
    "{who}阅读您的申请后，会{firstCall}，在您方便的时间致电或发邮件给您，了解房屋的相关情况。",
    "她会研究 {address} 附近最近的成交和在售房源；如果您愿意，也会和您一起实地看看房子。",
    "您会{within}收到她的书面市场分析：同类房屋成交情况、建议价格区间及其理由。没有任何义务。",
  ],
  wait: {
    heading: "等待期间",
    text: "一步步了解我们如何为房屋定价、做准备和推广。",
    link: "阅读我们的卖房指南",
  },
};
