/**
 * 服务区域（/zh/massachusetts）：content/areas.ts 的中文版本。公平住房：只写地方（街区、交通、
 * 公园、历史），不写谁住在那里。
 */
import { areas as english } from "../areas.ts";
import type { Area } from "../types.ts";
import { withWords } from "./words.ts";

const at = (index: number) => english[index]?.image ?? { id: "", alt: "" };

export const areas: Area[] = withWords(english, [
  {
    name: "牛顿",
    description:
      "牛顿素有“花园城市”之称，由多个各具特色的村镇组成，每个村镇都有自己的商店、咖啡馆和林荫街道。学校口碑好，公园宽敞，去波士顿也方便。",
    image: { ...at(0), alt: "插图：牛顿的村镇中心" },
  },
  {
    name: "列克星敦",
    description:
      "列克星敦既有深厚的独立战争历史，又有热闹的镇中心，学校广受好评。安静的住宅街区、自然保护地和 Minuteman 自行车道，让这里安宁而亲切。",
    image: { ...at(1), alt: "插图：列克星敦镇公共绿地" },
  },
  {
    name: "尼德姆",
    description:
      "尼德姆有小镇的亲切氛围：市中心适合步行，社区活动丰富，学校出色。通勤火车和附近的高速公路让去波士顿和西郊都很方便。",
    image: { ...at(2), alt: "插图：尼德姆镇中心街道" },
  },
  {
    name: "阿灵顿",
    description:
      "阿灵顿以繁忙的马萨诸塞大道（Massachusetts Avenue）为中心，街区有韵味，去剑桥和波士顿都方便。Spy Pond 湖、Minuteman 自行车道和友善的本地小店，让日常生活轻松又便利。",
    image: { ...at(3), alt: "插图：阿灵顿的 Spy Pond 湖" },
  },
  {
    name: "剑桥",
    description:
      "剑桥坐拥世界知名大学，历史老宅、书店、餐馆和充满活力的广场遍布全城。街区适合步行，公共交通发达，文化生活就在家门口。",
    image: { ...at(4), alt: "插图：剑桥砖砌建筑环绕的广场" },
  },
  {
    name: "萨默维尔",
    description:
      "萨默维尔富有创意和活力，以热闹的广场和独立餐馆闻名。经典的多户住宅和便利的交通，对首次购房和投资都有吸引力。",
    image: { ...at(5), alt: "插图：萨默维尔的广场、商店和三层住宅" },
  },
  {
    name: "沃尔瑟姆",
    description:
      "沃尔瑟姆有“钟表之城”之称，沿查尔斯河而建，Moody Street 一带的市中心热闹，餐饮选择丰富。房屋类型多样，进出主要高速公路方便，适合各种购房需求。",
    image: { ...at(6), alt: "插图：沃尔瑟姆的查尔斯河滨步道" },
  },
  {
    name: "梅德福",
    description:
      "梅德福既有历史街区，也有 Middlesex Fells 保护区和 Mystic 河等绿地。大学坐落于此，进出波士顿的路线便利，兼具特色与实用。",
    image: { ...at(7), alt: "插图：梅德福的 Mystic 河" },
  },
  {
    name: "莫尔登",
    description:
      "莫尔登餐饮选择丰富，地铁橙线（Orange Line）直达波士顿。成熟的街区提供多种多样的房屋选择。",
    image: { ...at(8), alt: "插图：莫尔登的街区街道" },
  },
]);

export const whyBostonArea: { heading: string; paragraphs: string[] } = {
  heading: "为什么选择大波士顿？",
  paragraphs: [
    "大波士顿难得地兼具历史底蕴、发展机会和日常的舒适。开车或坐火车不远，就能从热闹的城市广场来到安静的郊区街道、自然步道或海边。",
    "这里汇集了一流的大学、医院和雇主，带来源源不断的新思想、文化活动和职业机会。每个城镇都有自己的个性，几乎每种生活方式、每个人生阶段都能找到合适的地方。",
    "无论您想要地铁旁的公寓、靠近好学校的独栋住宅，还是交通便利街区的投资房，我们都能帮您坦诚地比较各个城镇，找到让您有家的感觉的那一个。",
  ],
};

/** 页面本身的文字。 */
export const areasPage = {
  meta: {
    title: "大波士顿服务区域",
    description:
      "我们最熟悉的城镇：牛顿、列克星敦、尼德姆、阿灵顿、剑桥、萨默维尔、沃尔瑟姆、梅德福和莫尔登。",
  },
  title: "服务区域",
  intro: "从牛顿的村镇到剑桥的广场，这些社区我们熟悉到每一条街。",
  townsLabel: "城镇",
  explore: (town: string) => `走进${town}`,
  next: {
    heading: "哪个城镇适合您？",
    text: "告诉我们您的生活方式和工作地点，我们会建议先去看哪些城镇和街区。",
    label: "和我们聊聊各个城镇",
  },
};
