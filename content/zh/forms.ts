/** 联系表单（首页与 /zh/contact）：content/forms.ts 的中文版本。称呼按中文习惯，先姓后名。 */
import type * as english from "../forms.ts";

export const contactSection: typeof english.contactSection = {
  eyebrow: "联系我们",
  heading: "给我们留言",
  intro: "说说您的计划。每一条留言都由我们亲自回复，通常当天就会联系您。",
  detailsLabel: "联系方式",
  detailsHeading: "直接联系我们",
  callOrText: "致电或发短信给团队",
  office: "我们的办公室",
  weSpeak: "我们会说：{languages}。",
};

export const contactForm: typeof english.contactForm = {
  label: "联系表单",
  leadType: "我们能帮您做什么？*",
  choose: "请选择",
  intents: {
    buyer: "买房",
    seller: "卖房",
    both: "买房并卖房",
    renter: "租房",
    investor: "投资房产",
    "team-applicant": "加入团队",
    other: "其他事项",
  },
  person: {
    first: "名*",
    last: "姓*",
    familyNameFirst: true,
    email: "电子邮箱*",
    phone: "电话（选填）",
    phonePlaceholder: "+86 138 0013 8000",
  },
  source: "您是从哪里了解到我们的？（选填）",
  chooseOptional: "请选择（选填）",
  sources: {
    Website: "网站",
    Referral: "朋友推荐",
    "Social Media": "社交媒体",
    "Open House": "开放参观",
    Other: "其他",
  },
  message: "留言*",
  submit: "发送留言",
  busy: "正在发送…",
  outcome: {
    success: "留言已发送！我们会尽快回复您。",
    failure: "留言未能发送，请稍后再试。",
  },
};

export const contactErrors: NonNullable<typeof english.contactErrors> = {
  messages: {
    required: "请填写{field}",
    "too-long": "{field}最多 {max} 个字符",
    "not-allowed": "{field}中含有不允许使用的字符",
    link: "{field}中不能包含网址或电子邮箱地址",
    email: "请输入有效的电子邮箱地址",
    phone:
      "请输入完整的电话号码：美国号码带区号，例如 (617) 555-0199；其他国家请以 + 和国家代码开头，例如 +86 138 0013 8000",
    choose: "请选择{field}",
    format: "{field}格式不正确",
    number: "{field}请填写 {min} 到 {max} 之间的数字",
  },
  fields: {
    lead_type: "您需要的帮助",
    first_name: "名",
    last_name: "姓",
    email: "电子邮箱",
    phone: "电话",
    lead_source: "了解我们的渠道",
    message: "留言",
  },
};

export const contactPage: typeof english.contactPage = {
  meta: {
    title: "联系我们",
    description:
      "联系我们位于马萨诸塞州牛顿市的房地产团队：留言、电话、短信或电子邮件都可以，每一条咨询都由我们亲自回复。",
  },
  hero: {
    eyebrow: "联系我们",
    title: "一起规划您的下一个家",
    intro:
      "想买房、卖房，或者只是刚开始考虑？给我们留言、打电话或发短信都可以，很期待听听您的计划。",
  },
  topics: {
    "pre-approval": {
      heading: "和我们聊聊贷款预批",
      intro: "我们可以为您介绍本地的贷款机构，并帮您比较各家的报价。把您的数字或问题发给我们吧。",
    },
  },
};

export const contactThanks: typeof english.contactThanks = {
  ourTeam: "我们的团队",
  answers: "{who}会亲自回复您，{when}。",
  when: "通常当天回复，最迟不超过一个工作日",
  nextHeading: "接下来会怎样",
  steps: [
    "{who}阅读您的留言后，会通过电子邮件或电话回复您。",
    "如有需要，我们可以安排一次简短的通话，或在我们位于 {city} 的办公室见面。",
    "您会得到一份下一步的计划，没有任何义务。",
  ],
  memberNote: "负责回复您的留言",
  sendAnother: "再发一条留言",
  nextRead: {
    buyer: "阅读我们的购房指南",
    seller: "申请一份您房屋的书面市场分析",
    both: "阅读我们的卖房指南",
    renter: "了解我们服务的城镇",
    investor: "看看我们已售出的房屋",
    "team-applicant": "认识我们的团队",
    other: "阅读常见问题",
  },
};

export const emailCorrection: typeof english.emailCorrection = {
  corrected: "谢谢！我们会写信到 {email}，确认邮件已经发往这个地址。",
  writeTo: "我们会写信到 {email}。",
  hint: "您是不是想输入 {domain}？",
  refused: "此页面已无法再更改您的地址，请致电或发邮件给{who}。",
  rateLimited: "您所在网络的更正次数过多，请稍等一分钟再试。",
  open: "地址有误？点此更正",
  field: "您的电子邮箱地址",
  submit: "更正我的地址",
};

export const memberCard: typeof english.memberCard = {
  speaks: "会说：{languages}",
  call: "致电{name}：",
  email: "发邮件给{name}：",
};

export const followUpConsent: typeof english.followUpConsent = {
  "sign-in": {
    version: "sign-in-follow-up-2026-11-zh-Hans",
    text: "请通过电子邮件把这套房子和类似房源的信息发给我",
  },
  contact: { version: "contact-follow-up-2026-11-zh-Hans", text: "请通过电子邮件告诉我最新消息" },
  "home-value": {
    version: "home-value-follow-up-2026-11-zh-Hans",
    text: "我家附近有房屋成交时，请发邮件告诉我",
  },
  showing: {
    version: "showing-follow-up-2026-11-zh-Hans",
    text: "请通过电子邮件把类似这套房子的房源发给我",
  },
  // The saving form's heading (content/zh/alerts.ts): saving a search asks for these mails.
  "saved-search": { version: "saved-search-2026-11-zh-Hans", text: "有类似的新房源时，邮件通知我" },
};

export const privacyNote: typeof english.privacyNote = {
  note: "您的信息只用于回复您；如果您勾选了上面的选项，我们也会通过电子邮件向您介绍房源。我们绝不出售您的信息。",
  link: "隐私声明",
  printed: "{note}隐私声明：{address}",
};

export const officeMap: typeof english.officeMap = {
  heading: "欢迎来我们的办公室",
  openAddress: "{address}（在地图中打开）",
  mapTitle: "{name}位于 {city}, {region} 的办公室地图",
  where: "我们的办公室位于 {city}, {region}。打开地图即可查看街道，规划您的行程。",
  show: "显示互动地图",
  openOutside: "在 OpenStreetMap 上打开地图",
};
