/** 团队在售房源的页面文字（/zh/listings 及各房源页）：content/listing.ts 的中文版本。 */
import type { ErrorWords } from "#domain/forms/error-words.ts";
import type { PreApprovalAnswer } from "#domain/forms/showing-schema.ts";
import type { ListingStatus, ListingType } from "#domain/listing.ts";
import {
  type CountWords,
  type EstimateBasis,
  listingPrice as price,
} from "#domain/listing-view.ts";
import { contactErrors } from "./forms.ts";

export const listingsPage = {
  title: "在售房源",
  description:
    "我们团队在牛顿及大波士顿地区正在销售的房屋：即将上市、在售和已签约，附照片、价格和预约看房。",
  intro: "我们目前在售的房屋，最新的排在前面。每一套都可以预约看房。",
  filters: "筛选房源",
  town: "城镇",
  anyTown: "所有城镇",
  type: "类型",
  anyType: "所有类型",
  min: "最低价格",
  max: "最高价格",
  beds: "卧室",
  anyBeds: "不限",
  apply: "查看房源",
  clear: "清除筛选",
  count: (shown: number) => `共 ${shown} 套房源`,
  noneMatch: "没有符合这些条件的房源",
  noneMatchText: "可以放宽价格范围或换一个城镇，也可以直接告诉我们您想找什么样的房子。",
  noneHeading: "目前暂无在售房源",
  noneText:
    "新房源常常在登上大型网站之前就已售出。告诉我们您想找什么样的房子，或者问问您自己的房子值多少钱。",
  contact: "告诉我们您想找的房子",
  homeValue: "我的房子值多少钱？",
};

export const listingPage = {
  back: "在售房源",
  town: (town: string) => `住在${town}`,
  map: "在地图中打开地址",
  requestShowing: "预约看房",
  description: "房屋介绍",
  features: "亮点",
  soldFor: (amount: string, day: string | null) =>
    `${day ? `已于${day}` : "已"}以 ${amount} 成交。`,
  portfolio: "查看我们的成交案例",
  openHouses: "开放参观",
  title: (address: string, status: string) => `${address}：${status}`,
  soldMark: "（已售）",
  metaDescription: (amount: string, counts: string, headline: string) =>
    [headline, `${amount}。`, counts ? `${counts}。` : ""].filter(Boolean).join(" "),
};

export const listingStatuses: Record<ListingStatus, string> = {
  draft: "草稿",
  "coming-soon": "即将上市",
  active: "在售",
  "under-agreement": "已签约",
  sold: "已售",
  "off-market": "已下架",
};

export const listingTypes: Record<ListingType, string> = {
  "single-family": "独栋住宅",
  condo: "公寓",
  "multi-family": "多户住宅",
  land: "土地",
  rental: "出租",
};

export const listingCountWords: CountWords = {
  beds: (beds: number) => `${beds} 卧`,
  baths: (baths: number) => `${baths} 卫`,
  squareFeet: (area: string) => `${area} 平方英尺`,
};

export const listingFacts = {
  facts: "房屋信息",
  history: "价格记录",
  date: "日期",
  event: "事项",
  price: "价格",
  listed: "挂牌",
  priceChanged: "调价",
  rows: {
    status: "状态",
    type: "类型",
    price: "挂牌价",
    beds: "卧室",
    baths: "卫浴",
    livingArea: "居住面积",
    lotSize: "占地面积",
    yearBuilt: "建造年份",
    parking: "停车",
    heatingCooling: "供暖与空调",
    hoaFee: "物业费（HOA）",
    annualTax: "房产税",
    mlsNumber: "MLS 编号",
  },
  bathsDetail: (full: number, half: number) =>
    `${full} 个全卫${half > 0 ? `，${half} 个半卫` : ""}`,
  perMonth: (value: number) => `每月 ${price(value)}`,
  tax: (value: number, year: number | null) =>
    `每年 ${price(value)}${year ? `（${year} 财政年度）` : ""}`,
};

export const listingAside = {
  label: "看房与经纪人",
  listedBy: "挂牌经纪人",
  alerts: "有类似房源时通知我",
  alertsText: "这套房子已经签约。告诉我们您想找什么样的房子，有类似的房源上市时我们会通知您。",
  sold: "想卖一套类似的房子？",
  soldText: "这套房子由我们售出。问问我们您的房子能卖多少钱。",
  soldAction: "我的房子值多少钱？",
  mls: (number: string) => `MLS 编号 ${number}。`,
  qr: "扫码查看照片、价格记录和预约看房：",
  courtesyOf: (brokerage: string) => `挂牌经纪公司：${brokerage}`,
};

export const listingGallery = {
  strip: "全部照片",
  label: "照片",
  previous: "上一张",
  next: "下一张",
  close: "关闭",
  of: "/",
  photo: (number: number, total: number) => `第 ${number} 张照片，共 ${total} 张`,
};

export const listingPayment = {
  heading: "预计月供",
  perMonth: "每月",
  calculator: "在月供计算器中修改数字",
  assumptions: ({ basis: b }: { basis: EstimateBasis }) =>
    `首付 ${b.downPercent}%，${b.termYears} 年期，利率 ${b.ratePercent}%，房屋保险每年 ${price(b.insurancePerYear)}${b.withTax ? "，含本房源的房产税" : ""}${b.withFee ? "及物业费" : ""}。`,
};

export const listingTour = {
  heading: "虚拟看房",
  play: "在此播放",
  note: "只有在您点击播放后，播放器才会从其网站加载。",
  title: (address: string) => `${address} 虚拟看房`,
};

export const listingGone = {
  eyebrow: "已下架",
  title: "这套房子已不再出售",
  description: "您要找的房源已经下架。看看我们目前在售的房屋。",
  text: "房主已将房子撤出市场，所以它的页面已经不在了。以下是我们目前在售的房屋：",
  listings: "在售房源",
  contact: "告诉我们您想找的房子",
};

export const showingForm = {
  heading: "预约看房",
  intro: "告诉我们您想什么时候来看房。我们会和您确认时间，通常当天就会回复。",
  label: "预约看房",
  times: "方便看房的日期和时间*",
  timesHint: "例如：周六上午，或工作日下午 5 点以后",
  preApproved: "您是否已拿到贷款预批？（选填）",
  preApprovedPlaceholder: "请选择（选填）",
  preApprovedAnswers: {
    yes: "已拿到贷款预批",
    no: "还没有",
    cash: "全款购房",
  } satisfies Record<PreApprovalAnswer, string>,
  message: "留言（选填）",
  submit: "提交看房预约",
  busy: "正在发送…",
  outcome: {
    success: "谢谢！我们会尽快联系您，确认看房时间。",
    failure: "预约未能发送，请稍后再试。",
  },
  thanks: (who: string) => `${who}会通过电话或电子邮件与您约定具体时间。`,
  ourTeam: "我们的团队",
};

export const showingErrors: ErrorWords | null = {
  // The contact form's sentences, with this form's field names.
  messages: contactErrors.messages,
  fields: {
    preferred_times: "方便看房的日期和时间",
    first_name: "名",
    last_name: "姓",
    email: "电子邮箱",
    phone: "电话",
    pre_approved: "贷款预批情况",
    message: "留言",
  },
};
