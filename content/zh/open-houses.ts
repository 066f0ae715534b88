/**
 * 开放参观（/zh/open-houses，以及各页面上的开放参观卡片）：content/open-houses.ts 的中文版本。
 * 日期和时间由 domain/dates.ts 按中文习惯书写（12月5日（星期六） 13:00 – 15:00，波士顿时间）。
 */
import type { FactWords } from "#domain/open-house.ts";

export const openHousesPage = {
  meta: {
    title: "近期开放参观",
    description:
      "我们团队在大波士顿地区主持的开放参观：日期、时间、地址，每场都可以添加到您的日历。",
  },
  hero: {
    title: "近期开放参观",
    intro: "欢迎和我们一起看房，无需预约。可以把感兴趣的场次添加到日历，或查看路线。",
  },
  listLabel: "开放参观",
  none: "目前暂无安排的开放参观。新的场次一经确定，就会在这里公布。",
  notListed: "没有找到您想看的房子？",
  tellUs: "告诉我们您在找什么样的房子",
  eventName: "开放参观：{street}，{town}",
};

export const openHouseCard = {
  cancelledNotice: "本场开放参观已取消。",
  cancelled: "已取消",
  calendar: { label: "添加到日历", name: "添加到日历：{street}" },
  map: { label: "地图", name: "地图：{street}" },
  listing: { label: "房源详情", name: "房源详情：{street}" },
  photoAlt: "{street} 的房子",
  host: "您的接待经纪人",
  facts: {
    beds: (count) => `${count} 间卧室`,
    baths: (count) => `${count} 间浴室`,
    squareFeet: (size) => `${size} 平方英尺`,
  } satisfies FactWords,
  calendarFile: { title: "开放参观：{street}", host: "接待经纪人：{name}，{phone}" },
};
