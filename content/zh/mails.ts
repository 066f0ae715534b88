/** 访客收到的邮件（issue 40 §2、issue 43 §2）的中文文案：与 content/mails.ts 一一对应。 */
import { formatDayIn, formatTimeIn } from "#domain/dates.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type * as english from "../mails.ts";
import { site } from "../site.ts";
import { contactThanks } from "./forms.ts";
import { answer, homeValueForm } from "./home-value.ts";
import { teamPage } from "./team.ts";

export const savedSearchConfirmation: typeof english.savedSearchConfirmation = {
  subject: `请确认 ${site.name} 的房源提醒`,
  ask: "您希望在有符合搜索条件的新房源时收到邮件。请点击下方链接确认这是您的邮箱：",
  confirm: "确认，给我发送类似的新房源",
  search: "您的搜索",
  ignore: "如果这不是您本人的操作，请忽略此邮件，我们不会再给您发送任何邮件。",
};

export const savedSearchAlert: typeof english.savedSearchAlert = {
  subject: (count, first) =>
    count === 1 ? `符合您搜索条件的房源：${first}` : `${count} 套房源符合您的搜索条件`,
  heading: "符合您搜索条件的新房源和降价房源",
  kinds: { new: "新上市", "price-drop": "已降价" },
  photo: (address) => `${address} 的照片`,
  manage: "修改或停止这些提醒",
  why: `您收到这封邮件，是因为您在 ${site.name} 保存了房源搜索并确认了邮箱。`,
  unsubscribe: "退订",
  askSubject: "您还需要这些房源提醒吗？",
  ask: "您已经两个月没有打开这些提醒了，所以我们改为每周发送一次。您还想继续收到吗？",
  keep: "是的，继续发送",
  stop: "如果两周内没有收到您的回复，我们将停止发送。您随时可以重新保存搜索。",
};

/** 联系表单第一个问题的选项，在句子里的说法。 */
const ABOUT: Record<LeadType, string> = {
  buyer: "买房",
  seller: "卖房",
  both: "买房和卖房",
  renter: "租房",
  investor: "房产投资",
  "team-applicant": "加入团队",
  other: "",
};

/** 承诺的时间取自中文感谢页的文案（home-value.ts、forms.ts）。 */
export const visitorConfirmation: typeof english.visitorConfirmation = {
  subject: {
    contact: "我们已收到您的留言",
    "home-value": "我们已收到您的市场分析申请",
  },
  greeting: "您好！",
  received: (form, leadType, when) =>
    form === "home-value"
      ? `感谢您的申请，我们已于${when} 收到：`
      : `感谢您的来信。我们已于${when} 收到您${ABOUT[leadType] ? `关于${ABOUT[leadType]}的` : "的"}留言。`,
  homeFacts: (home) => [
    ["您申请的是", "一份书面市场分析"],
    ["房屋", `${homeValueForm.propertyTypes[home.propertyType]}，邮政编码 ${home.zip}`],
    ["卖房时间", homeValueForm.timelines[home.timeline]],
  ],
  promise: (form, who) =>
    form === "home-value"
      ? `${who}会${answer.firstCall}致电或发邮件给您，并${answer.within}把书面分析发给您。`
      : `${who}会亲自回复您，${contactThanks.when}。`,
  card: {
    role: (role) => (role ? `${role}，${site.name}` : site.name),
    phone: "电话：",
    email: "电子邮箱：",
    // 语言名称与中文团队页一致（“英语、普通话”），由 Intl 列出。
    speaks: (languages) =>
      `会说：${new Intl.ListFormat("zh-CN").format(languages.map((name) => teamPage.languageNames[name] ?? name))}`,
  },
  reply: "如需补充任何内容，直接回复这封邮件即可。",
  footer:
    "您收到这封邮件，是因为有人在我们网站的表单中填写了这个地址。如果不是您本人，请忽略此邮件：除非您回复，我们不会再联系您。",
  when: (sentAt) =>
    `波士顿时间 ${formatDayIn("zh-Hans", sentAt)} ${formatTimeIn("zh-Hans", sentAt)}`,
};
