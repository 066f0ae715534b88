/** 成交案例（/zh/portfolio）：content/portfolio.ts 的中文版本。房屋信息由团队在 /staff 填写。 */
export const portfolioPage = {
  meta: {
    title: "成交案例",
    description:
      "我们团队在大波士顿成交的房屋，从牛顿的殖民地风格住宅到剑桥的公寓，附价格、卧室、卫浴和面积。",
  },
  title: "成交案例",
  intro: "我们在大波士顿为客户售出的部分房屋。",
  homesLabel: "已售房屋",
  next: {
    heading: "我的房子值多少钱？",
    text: "考虑卖房？告诉我们您房子的情况，我们会参照类似的近期成交，为您准备一份书面市场分析。",
    label: "我的房子值多少钱？",
  },
};
