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
    "Open House": "开放参观日",
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

export const contactErrors: typeof english.contactErrors = {
  messages: {
    required: "请填写{field}",
    "too-long": "{field}最多 {max} 个字符",
    "not-allowed": "{field}中含有不允许使用的字符",
    link: "{field}中不能包含网址或电子邮箱地址",
    email: "请输入有效的电子邮箱地址",
    phone:
      "请输入完整的电话号码：美国号码带区号，例如 (617) 555-0199；其他国家请以 + 和国家代码开头，例如 +86 138 0013 8000",
    choose: "请选择{field}",
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
