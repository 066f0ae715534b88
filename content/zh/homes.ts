/** 房源搜索（/zh/homes）：content/homes.ts 的中文版本。房源描述保留 MLS 原文。 */
import type { homesPage as english, mlsHomePage as englishHome } from "../homes.ts";

export const homesPage: typeof english = {
  meta: {
    title: "搜索在售房源",
    description:
      "按城镇、邮编、价格、卧室数量和房屋类型搜索牛顿及大波士顿地区的在售房源，附照片、开放日和看房预约。",
    titleIn: (place: string) => `${place}在售房源`,
  },
  title: "搜索在售房源",
  intro: "市场上的每一套房源，可按城镇、邮编或街道查找。任何一套都可以请我们安排看房。",
  ownIntro: "我们正在出售的房源。任何一套都可以请我们安排看房。",
  form: {
    heading: "搜索房源",
    q: "城镇、邮编或街道",
    qPlaceholder: "Newton、02459 或 Walnut St",
    minPrice: "最低价格",
    maxPrice: "最高价格",
    beds: "卧室",
    baths: "卫浴",
    any: "不限",
    type: "类型",
    anyType: "不限类型",
    sort: "排序",
    status: "显示",
    submit: "搜索",
  },
  types: {
    "single-family": "独栋住宅",
    condo: "公寓",
    "multi-family": "多户住宅",
    land: "土地",
    rental: "出租",
  },
  statusChoices: {
    active: "在售",
    "coming-soon": "即将上市",
    "under-contract": "已签约",
    sold: "已售",
    "open-house": "本周末开放参观",
  },
  sorts: {
    newest: "最新上市",
    "price-asc": "价格从低到高",
    "price-desc": "价格从高到低",
    size: "面积",
  },
  statuses: {
    draft: "草稿",
    "coming-soon": "即将上市",
    active: "在售",
    "under-agreement": "已签约",
    sold: "已售",
    "off-market": "已下市",
  },
  count: (total: number) => `共 ${total.toLocaleString("en-US")} 套房源`,
  pageOf: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
  previous: "上一页",
  next: "下一页",
  pagination: "搜索结果分页",
  results: "搜索结果",
  beds: (beds: number) => `${beds} 卧`,
  baths: (baths: number) => `${baths} 卫`,
  area: (sqft: string) => `${sqft} 平方英尺`,
  office: (office: string) => `挂牌经纪公司：${office}`,
  addressWithheld: "地址可咨询",
  priceOnRequest: "价格可咨询",
  none: {
    heading: "没有符合条件的房源",
    text: "可以放宽价格范围或换个城镇试试；也可以告诉我们您的需求，我们会帮您留意。",
    contact: "告诉我们您的需求",
    listings: "查看我们的房源",
    clear: "重新搜索",
  },
};

export const mlsHomePage: typeof englishHome = {
  back: "返回搜索结果",
  listedBy: (office: string, agent: string | null) =>
    `本房源由 ${office}${agent ? `（经纪人：${agent}）` : ""} 挂牌。`,
  updated: (when: string) => `最后更新：${when}。`,
  askUs: "咨询这套房源",
  title: (address: string, price: string) => `${address}：${price}`,
  description: (address: string, counts: string) =>
    `${address}${counts ? `，${counts}` : ""}。查看照片、房屋信息并预约看房。`,
};
