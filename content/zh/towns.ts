/** 各城镇页面（/zh/massachusetts/:town）：content/towns.ts 的中文版本。线路名保留英文，方便对照站牌。 */
import { TOWN_DETAILS as english, type TownDetails } from "../towns.ts";
import { withWords } from "./words.ts";

export { townPath } from "../towns.ts";

export const TOWN_DETAILS: readonly TownDetails[] = withWords(english, [
  {
    toBoston: [
      "绿线 D 支线（Green Line D）：Chestnut Hill、Newton Centre、Newton Highlands、Eliot、Waban、Woodland 和 Riverside 站。B 支线终点 Boston College 站在市界上。",
      "通勤火车 Framingham/Worcester 线：Newtonville、West Newton 和 Auburndale 站，开往 Back Bay 和 South Station。",
      "自驾：北边有麻州收费高速（Mass Pike），西边有 128 号公路。",
    ],
  },
  {
    toBoston: [
      "镇内没有地铁或通勤火车站：MBTA 公交车连接列克星敦和红线终点 Alewife 站，镇上也有自己的本地公交。",
      "Minuteman 自行车道从列克星敦中心经阿灵顿通往 Alewife。",
      "自驾：2 号公路和 128 号公路/I-95 在镇边交汇。",
    ],
  },
  {
    toBoston: [
      "通勤火车 Needham 线：镇内四个站，开往 Back Bay 和 South Station。",
      "绿线 Riverside 站在牛顿，开车不远。",
      "自驾：西边和北边有 128 号公路/I-95，麻州收费高速也在附近。",
    ],
  },
  {
    toBoston: [
      "红线终点 Alewife 站就在剑桥一侧，过了镇界即到。",
      "MBTA 公交车沿马萨诸塞大道开往哈佛广场和 Alewife。",
      "Minuteman 自行车道穿过东阿灵顿、阿灵顿中心和 Heights；南边有 2 号公路。",
    ],
  },
  {
    toBoston: [
      "红线：Alewife、Porter、Harvard、Central 和 Kendall/MIT 站，直通波士顿市中心。",
      "东剑桥的 Lechmere 站有绿线。",
      "Porter 站有通勤火车 Fitchburg 线，另有密集的 MBTA 公交网络。",
    ],
  },
  {
    toBoston: [
      "绿线延长线：Union Square、Gilman Square、East Somerville 站，继续通往梅德福。",
      "Davis 站有红线，Porter 站就在剑桥一侧。",
      "Assembly 站有橙线。",
    ],
  },
  {
    toBoston: [
      "通勤火车 Fitchburg 线：市中心的 Waltham 站和 Brandeis/Roberts 站，开往 North Station。",
      "MBTA 公交车通往 Watertown 和剑桥。",
      "自驾：西边有 128 号公路/I-95，附近有 20 号和 2 号公路。",
    ],
  },
  {
    toBoston: [
      "橙线 Wellington 站，直达波士顿市中心。",
      "绿线延长线通往 Medford/Tufts 站，途经萨默维尔和剑桥。",
      "West Medford 站有通勤火车 Lowell 线；自驾可走 I-93 和 16 号公路。",
    ],
  },
  {
    toBoston: [
      "橙线 Malden Center 站和北端终点 Oak Grove 站。",
      "Malden Center 站有通勤火车 Haverhill 线。",
      "自驾：1 号公路、I-93 和 60 号公路都在附近。",
    ],
  },
]);

/** 城镇页面本身的文字；`town` 是页面写出的城镇名。 */
export const townPage = {
  meta: {
    title: (town: string) => `住在${town}：房屋、房产税和去波士顿的交通`,
    description: (town: string) =>
      `和我们一起了解${town}：城镇特色、住宅房产税率、去波士顿的交通、我们在当地成交的房屋，以及我们的指南。`,
  },
  breadcrumb: "服务区域",
  readOurGuide: (town: string, inEnglish: boolean) =>
    inEnglish ? `阅读我们的${town}指南（英文）` : `阅读我们的${town}指南`,
  homeValue: "我的房子值多少钱？",
  atAGlance: (town: string) => `${town}概览`,
  gettingToBoston: "去波士顿",
  propertyTax: "住宅房产税",
  perThousand: " / 每 $1,000 估值",
  fiscalYear: (year: number) => `${year} 财年（${year - 1} 年 7 月至 ${year} 年 6 月）。`,
  source: "{fiscalYear}来源：{source}。",
  noRate: (town: string) =>
    `我们尚未从公开税率表中核实${town}当前的税率，所以宁可不写，也不猜测。当地估税官每年都会公布税率，我们很乐意和您一起查询。`,
  monthlyPayment: (town: string) => `计算在${town}买房的月供`,
  ourGuide: "我们的指南",
  readTheGuide: (town: string) => `阅读${town}指南（英文）`,
  openHouses: (town: string) => `${town}的开放参观`,
  portfolio: "成交案例",
  forSaleEyebrow: "在售",
  forSale: (town: string) => `${town}的在售房源`,
  everyForSale: (town: string) => `查看我们在${town}在售的全部房源（英文）`,
  sold: (town: string) => `我们在${town}成交的房屋`,
  everySold: "查看我们成交的全部房屋",
  fromOurBlog: "博客文章",
  moreFromBlog: (town: string) => `博客里关于${town}的更多文章（英文）`,
  sell: {
    heading: (town: string) => `考虑在${town}卖房？`,
    text: (town: string) =>
      `告诉我们您房子的情况，我们会根据${town}近期成交，为您准备一份书面市场分析，以及把房子卖好的计划。`,
    homeValue: "申请房屋估价分析",
    talk: "和我们的团队聊聊",
  },
};
