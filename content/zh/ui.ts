/** 网站框架的中文文字（content/ui.ts 的中文版本，类型相同）。 */
import { formatCalendarMonthIn } from "#domain/dates.ts";
import { site } from "../site.ts";
import type { UiText } from "../ui.ts";

export const uiTextZh: UiText = {
  skipLink: "跳到正文",
  homeLink: `${site.name} 首页`,
  callOrText: "来电或短信",
  call: "打电话",
  text: "发短信",
  email: "邮件",
  menu: "菜单",
  mainNav: "主导航",
  mainMobileNav: "手机主导航",
  footerNav: "页脚导航",
  nav: {
    "/team": "团队",
    "/portfolio": "成交案例",
    "/buyers": "买房",
    "/sellers": "卖房",
    "/massachusetts": "服务区域",
    "/blog": "博客",
    "/faq": "常见问题",
    "/contact": "联系我们",
    "/open-houses": "开放参观",
    "/sellers/home-value": "房屋估价",
  },
  homeValueButton: "房屋估价",
  homeValueMenu: "我的房子值多少钱？",
  otherLanguage: { label: "English", name: "English", lang: "en" },
  tagline: "大波士顿地区房地产，用心陪您走好每一步。",
  privacy: "隐私声明",
  accessibility: "无障碍声明",
  allRightsReserved: "保留所有权利。",
  equalHousing: "平等住房机会。",
  equalHousingMark: "平等住房机会标志",
  breadcrumb: "页面路径",
  fairHousing:
    "我们恪守美国平等住房政策的文字与精神，致力于在全国实现平等的住房机会。我们鼓励并支持积极的广告和营销方针，确保任何人在获得住房时，不因种族、肤色、宗教、性别、残障、家庭状况、原国籍而受阻；根据马萨诸塞州法律，亦不因性取向、性别认同、年龄、婚姻状况、祖籍、退伍军人或军人身份、遗传信息，或领取公共援助或租房补助而受阻。",
  bindingEnglish: "本页中文为方便阅读的译文；法律声明以英文原文为准。",
  notFound: {
    title: "找不到页面",
    description: "您要找的页面不存在。您可以在这里找到团队介绍、成交案例、购房卖房指南和联系方式。",
    eyebrow: "错误 404",
    heading: "没有找到这个页面",
    text: "网址可能输错了，或者页面已经移动。您可以从这些地方继续浏览：",
    home: "首页",
    sections: "主要栏目",
  },
  error: {
    title: "出错了",
    text: "请稍后再试，或直接给我们打电话。给您带来不便，非常抱歉。",
    back: "返回首页",
  },
  guide: {
    whyWorkWithUs: "为什么选择我们",
    roadmap: "路线图",
    resources: "实用资源",
    guidesAndTools: "指南与工具",
    readTheGuide: "阅读指南",
    comingSoon: "即将推出",
    step: (number) => `第 ${number} 步：`,
  },
  blogCard: { readMore: "阅读全文" },
  openHouses: { eyebrow: "欢迎参观", more: "查看我们举办的全部开放参观" },
  review: { see: "查看评价", rated: (stars) => `评分：${stars} 星（满分 5 星）` },
  video: { label: "宣传视频", play: "播放视频" },
  soldHome: {
    badge: "已售",
    bedrooms: "卧室",
    bathrooms: "卫浴",
    size: "面积",
    listPrice: "挂牌价",
    sold: "成交",
    beds: (count) => `${count} 间卧室`,
    baths: (count) => `${count} 间卫浴`,
    squareFeet: (area) => `${area} 平方英尺`,
    listedAt: (price) => `挂牌价 ${price}`,
    soldIn: (isoDate) => `${formatCalendarMonthIn("zh-Hans", isoDate)}成交`,
    summary: ({ price, listPrice, daysOnMarket }) => {
      const over = listPrice ? Math.round(((price - listPrice) / listPrice) * 100) : null;
      const days = daysOnMarket === null ? null : `${daysOnMarket} 天`;
      if (over !== null && over > 0)
        return days ? `${days}成交，高出挂牌价 ${over}%` : `成交价高出挂牌价 ${over}%`;
      if (over === 0) return days ? `${days}以挂牌价成交` : "以挂牌价成交";
      return days ? `${days}成交` : null;
    },
  },
};
