/**
 * 月供计算器（/zh/buyers/mortgage-calculator）：content/calculator.ts 的中文版本。金额照旧用美元
 * 书写（$1,200,000），数字与英文版相同；花括号里的占位符由计算结果填入。
 */
import type { CalculatorWords } from "../calculator.ts";
import { areas } from "./areas.ts";

export const calculatorWords: CalculatorWords = {
  parts: {
    principalAndInterest: "本金和利息",
    tax: "房产税",
    insurance: "房屋保险",
    fees: "公寓或业主协会（HOA）费",
    pmi: "贷款保险（PMI）",
  },
  errors: {
    number: "请输入数字",
    priceRequired: "请输入房价",
    priceRange: "请输入 $10,000 至 $100,000,000 之间的房价",
    downRequired: "请输入首付",
    downNegative: "首付不能为负数",
    downTooMuch: "首付必须低于房价",
    rateRequired: "请输入贷款利率",
    rateRange: "请输入 0% 至 25% 之间的利率",
    term: "请选择贷款年限",
    taxRateRange: "请输入每 $1,000 评估价 $0 至 $60 之间的税率",
    insuranceRange: "请输入 $0 至 $100,000 之间的年保费",
    hoaRange: "请输入 $0 至 $20,000 之间的月费",
  },
  towns: Object.fromEntries(areas.map((area) => [area.id, area.name])),
  notes: {
    loan: "贷款 {loan}：首付 {percent}（{down}），{years} 年期，年利率 {rate}%。",
    taxTyped: "房产税按您输入的税率计算：每 $1,000 房价 {rate}。",
    taxTown:
      "房产税按{town} FY{year} 财年住宅税率计算：每 $1,000 房价 {rate}（马萨诸塞州地方服务局公布）；实际评估价可能与房价不同。",
    taxUnknownTown:
      "未计入房产税：我们尚未核实{town}的税率。请输入该镇估税办公室公布的税率，即可计入。",
    taxNoTown: "未计入房产税：请选择我们列出税率的城镇，或输入您所在城镇的税率。",
    pmi: "首付低于 20%，因此按每年贷款额的 {rate}% 估算贷款保险（PMI）。实际费用以贷款机构报价为准。",
    noPmi: "首付达到 20% 或以上，无需贷款保险。",
  },
  preApproval: {
    intro: "您好，我想咨询房贷预批。这是我在月供计算器里填写的数字：",
    price: "- 房价：{price}",
    priceInTown: "- 房价：{price}，位于{town}",
    down: "- 首付：{down}（{percent}）",
    loan: "- 贷款：{loan}，年利率 {rate}%，{years} 年期",
    total: "- 估算月供：{total}（其中本金和利息 {principal}）",
  },
};

export const calculatorPage = {
  meta: {
    title: "房贷月供计算器",
    description:
      "估算在大波士顿买房的每月还款：本金和利息、所在城镇的房产税、房屋保险、公寓管理费和贷款保险（PMI），计算依据一一列明。",
  },
  hero: {
    eyebrow: "买房指南",
    title: "房贷月供计算器",
    intro: "这套房子每个月要花多少钱？输入房价和贷款条件，选择城镇，就能看到月供由哪几部分组成。",
  },
  form: {
    heading: "您的数字",
    labels: {
      price: "房价（美元）",
      down: "首付",
      downUnit: "单位",
      rate: "贷款年利率（%）",
      term: "贷款年限",
      town: "城镇",
      taxRate: "房产税率（每 $1,000 评估价，美元），如已知",
      insurance: "房屋保险（每年，美元）",
      hoa: "公寓或 HOA 管理费（每月，美元）",
    },
    downUnits: { percent: "占房价 %", dollars: "美元" },
    term: "{years} 年",
    otherTown: "其他城镇",
    townWithRate: "{town}（FY{year} 税率：每 $1,000 为 {rate}）",
    hints: {
      taxRate: "留空则使用我们列出的城镇税率。最新税率可向所在城镇的估税办公室查询。",
      insurance: "默认每年 {amount}；拿到保险报价后请替换。",
      hoa: "独立屋没有管理费请填 0；公寓请填每月管理费。",
    },
    submit: "计算",
  },
  result: {
    heading: "估算月供",
    perMonth: "每月",
    preApproval: "和我们聊聊房贷预批",
    preApprovalNote: "将打开我们的联系表单，并把这些数字填入留言，确认后即可发送。",
    needsLook: "有几项数字需要检查：请修改表单中标出的项目，再重新计算。",
  },
  assumptions: {
    heading: "我们如何计算",
    principal:
      "本金和利息：固定利率贷款的标准月供，与贷款机构在贷款估算表（Loan Estimate）中使用的公式相同。",
    tax: "房产税：房价（以千美元计）乘以所在城镇的住宅税率，再除以十二个月。只有在公开发布的税率表中核实过的城镇，我们才列出税率（目前共 {count} 个城镇，FY{year} 财年，数据来自马萨诸塞州地方服务局）；其他城镇请自行输入税率。",
    pmi: "贷款保险（PMI）：首付低于 20% 时，每年按贷款额的 {rate}% 计算。依据：美国消费者金融保护局（CFPB）的贷款估算表样本中，10% 首付、$162,000 贷款的贷款保险为每月 $82，约合每年 0.6%。实际费率因信用评分和首付比例而异。",
    insurance:
      "房屋保险：除非您输入报价，否则按每年 {amount} 计算；公寓或 HOA 管理费：除非您输入，否则不计。",
    estimate:
      "以上仅为估算，并非贷款承诺：利率、税费和保险都会变化，请以贷款机构出具的贷款估算表为准。",
    more: "更多买房资讯",
  },
  next: {
    heading: "想知道自己真正能负担多少？",
    text: "拿到贷款机构的预批，这个估算就变成了可以放心看房的预算。我们可以为您介绍本地贷款机构，并帮您比较各家报价。",
    guide: "阅读我们的贷款预批指南",
  },
};
