/** 活动签到（开放参观的手机签到页与平板签到）：content/event.ts 的中文版本。称呼先姓后名。 */

import { formatDayIn, formatTimeIn } from "#domain/dates.ts";
import type * as english from "../event.ts";
import { contactErrors } from "./forms.ts";

export const signIn: typeof english.signIn = {
  meta: {
    eventTitle: "{event}签到",
    openHouseTitle: "开放参观签到：{street}",
    description: "在这场开放参观或活动中签到，方便我们的团队之后与您联系，介绍这套房子的详情。",
  },
  welcome: "欢迎光临",
  welcomeOpenHouse: "欢迎参观",
  intro: "请签到，方便我们之后把这套房子的信息发给您。",
  label: "活动签到",
  person: {
    first: "名",
    last: "姓",
    familyNameFirst: true,
    email: "电子邮箱",
    phone: "电话（选填）",
  },
  questionsIntro: "我们的经纪人常问的几个问题，可以全部回答、部分回答或跳过。",
  questions: {
    workingWithAgent: { question: "您目前有合作的经纪人吗？", answers: { yes: "有", no: "没有" } },
    preApproved: {
      question: "您的房贷已经预批了吗？",
      answers: { yes: "已预批", no: "还没有", cash: "全款购房" },
    },
    moveTimeline: {
      question: "您打算什么时候搬家？",
      answers: {
        "0-3": "0-3 个月内",
        "3-6": "3-6 个月内",
        "6-12": "6-12 个月内",
        browsing: "先随便看看",
      },
    },
  },
  submit: "提交",
  busy: "正在提交…",
  outcome: {
    success: "感谢您签到！",
    failure: "提交失败，请稍后再试。",
  },
  badLink: "这个签到链接无效：{reason}。请向现场接待人员索取新的二维码。",
  cancelled: "这场开放参观已取消。如想看房，请联系接待经纪人另约时间。",
  upcoming: "查看近期的开放参观",
  notFound: {
    title: "找不到这场开放参观",
    reason: "这个地址没有对应的开放参观",
    field: "这个地址没有对应的开放参观。",
  },
};

export const signInErrors: typeof english.signInErrors = {
  // The contact form's sentences; the sign-in's own two are the specification's messages' twins.
  messages: {
    ...contactErrors.messages,
    email: "电子邮箱地址无效",
    choose: "请从给出的选项中选择{field}",
  },
  fields: {
    firstName: "名",
    lastName: "姓",
    email: "电子邮箱",
    phone: "电话",
    workingWithAgent: "是否有合作经纪人",
    preApproved: "房贷预批情况",
    moveTimeline: "搬家时间",
  },
};

export const openHouseThanks: typeof english.openHouseThanks = {
  meta: {
    title: "感谢您签到",
    visitTitle: "感谢您参观 {street}",
    description: "感谢您在开放参观现场签到：这套房子的详情和接待您的经纪人。",
  },
  eyebrow: "感谢您的到访",
  listing: "查看完整房源信息",
  nextHeading: "接下来",
  next: [
    "请慢慢参观，接待经纪人就在现场，随时解答关于这套房子的问题。",
    "如果您选择了接收后续联系，稍后会收到一封介绍这套房子的邮件；邮件中一键即可退订。",
    "想看看其他房子吗？我们会为您推荐和这套类似的房源。",
  ],
  upcoming: "近期的开放参观",
  talk: "和我们聊聊您的找房计划",
};

/** 访客收到的邮件（跟进邮件、经纪人的留言）：用她签到时的语言。 */
export const guestMail: typeof english.guestMail = {
  subject: { openHouse: "感谢您参观{street}", event: "感谢您参加我们的开放参观" },
  greeting: "您好！",
  greetingNamed: "{name}，您好！",
  thanks: {
    openHouse:
      "感谢您参加我们在{address}举办的开放参观。按照您的意愿，我会通过电子邮件把这套房子以及类似房源的详细信息发给您。",
    event:
      "感谢您参加我们的开放参观。按照您的意愿，我会通过电子邮件把这套房子以及类似房源的详细信息发给您。",
  },
  when: (start, end) =>
    `${formatDayIn("zh-Hans", start)} ${formatTimeIn("zh-Hans", start)}–${formatTimeIn("zh-Hans", end)}（波士顿时间）`,
  listing: "查看房源详情",
  question: "在此期间如有任何问题，欢迎致电或发短信给我。",
  role: { host: "本场接待经纪人", team: "您的经纪人团队" },
  signature: "{role}，{team}",
  phone: "电话：",
  email: "电子邮箱：",
  footer: "您收到这封邮件，是因为您在我们的开放参观现场签到时选择了接收后续联系。",
  unsubscribe: "退订",
};

/** /zh/unsubscribe：中文邮件里的退订链接打开的页面。 */
export const unsubscribePage: typeof english.unsubscribePage = {
  meta: { title: "退订邮件", description: "不再接收我们团队的后续邮件。" },
  heading: "退订邮件",
  noToken:
    "如需停止接收后续邮件，请点击我们任何一封邮件底部的退订链接，或使用您邮件程序中的退订按钮。",
  invalid: "这个退订链接无效，请使用我们最新一封邮件中的链接。",
  ask: "不再向{address}发送后续邮件？",
  done: "{address}已退订，我们不会再向这个地址发送任何后续邮件。",
  yourAddress: { start: "您的邮箱地址", inside: "您的邮箱地址" },
  button: "退订",
  home: "访问我们的网站",
};
