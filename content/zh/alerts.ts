/** 房源提醒（issue 43）的中文文案：与 content/alerts.ts 一一对应。 */
import type { HomeSearch } from "#domain/forms/home-search-schema.ts";
import type * as english from "../alerts.ts";
import { contactErrors } from "./forms.ts";
import { homesPage } from "./homes.ts";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

export const savingForm: typeof english.savingForm = {
  heading: "有类似的新房源时，邮件通知我",
  intro:
    "符合这个搜索条件的房子一上市或降价，我们就给您发邮件。无需注册账户，也不用密码：在邮件里确认一次即可，随时可以退订。",
  email: "电子邮箱",
  name: "姓名（选填）",
  phone: "电话（选填）",
  frequency: "提醒频率",
  submit: "开启新房源提醒",
  failure: "暂时无法保存您的搜索，请一分钟后再试。",
  rateLimited: "您所在的网络保存搜索过于频繁，请稍等一分钟再试。",
  privacy: "您的邮箱只用于发送这些提醒和回复您。",
  privacyLink: "隐私声明",
};

export const frequencies: typeof english.frequencies = {
  instant: "新房源一上市就通知",
  daily: "每天早上汇总一次",
};

/** The contact form's message templates, with this form's field names. */
export const savingErrors: typeof english.savingErrors = {
  messages: contactErrors.messages,
  fields: { email: "电子邮箱", name: "姓名", phone: "电话", frequency: "提醒频率" },
};

export const savePage: typeof english.savePage = {
  meta: {
    title: "房源搜索邮件提醒",
    description: "有符合您搜索条件的新房源上市时，我们会通过邮件通知您。",
  },
  thanks: {
    heading: "请查收邮件",
    text: (email: string) =>
      `我们已向 ${email} 发送了一个确认链接。点击链接即可开启提醒；在您确认之前，我们不会再发送任何邮件。`,
    back: "返回搜索结果",
  },
};

export const confirmPage: typeof english.confirmPage = {
  meta: { title: "确认房源提醒", description: "为您保存的搜索开启邮件提醒。" },
  heading: "确认房源提醒",
  ask: "要为这个搜索开启新房源邮件提醒吗？",
  confirm: "开启提醒",
  done: (email: string) => `提醒已开启。有符合条件的新房源时，我们会发邮件到 ${email}。`,
  already: "这个提醒此前已经开启。",
  unknown: "这个确认链接无效。请重新保存搜索，以获取新的链接。",
  seeSearch: "查看这个搜索的房源",
  manage: "修改或停止提醒",
};

export const managePage: typeof english.managePage = {
  meta: { title: "我的房源提醒", description: "修改或停止您保存的搜索。" },
  heading: "我的房源提醒",
  intro: (email: string) =>
    `以下是为 ${email} 保存的搜索。您可以修改提醒频率、暂停或删除；无需密码，这个链接仅属于您。`,
  none: "这个邮箱已没有保存的搜索。",
  invalid: "这个链接无效。请使用我们最近一封提醒邮件底部的链接。",
  status: {
    pending: "等待您确认",
    confirmed: "已开启",
    paused: "已暂停",
    deleted: "已删除",
  },
  statusLabel: "状态",
  frequencyLabel: "提醒频率",
  save: "保存",
  pause: "暂停",
  resume: "恢复",
  delete: "删除",
  open: "查看房源",
  searchLabel: (position: number) => `搜索 ${position}`,
};

export const unsubscribePage: typeof english.unsubscribePage = {
  meta: { title: "停止房源提醒", description: "停止某个保存搜索的邮件提醒。" },
  heading: "停止这些邮件",
  ask: "要停止这个搜索的新房源邮件提醒吗？",
  stop: "停止这些邮件",
  done: "已停止：这个搜索不会再给您发送邮件。",
  invalid: "这个链接无效。请使用我们最近一封提醒邮件底部的链接。",
  manage: "查看我的全部提醒",
};

/** 搜索条件逐条写出：“Newton”“3 间卧室以上”“最高 $1,500,000”。 */
export function searchInWords(search: HomeSearch): string[] {
  const { minPrice, maxPrice } = search;
  return [
    search.town ?? search.zip ?? search.q ?? "我们服务的所有地区",
    minPrice !== undefined && maxPrice !== undefined
      ? `${dollars(minPrice)} 至 ${dollars(maxPrice)}`
      : minPrice !== undefined
        ? `${dollars(minPrice)} 起`
        : maxPrice !== undefined
          ? `最高 ${dollars(maxPrice)}`
          : undefined,
    search.minBeds === undefined ? undefined : `${search.minBeds} 间卧室以上`,
    search.minBaths === undefined ? undefined : `${search.minBaths} 间浴室以上`,
    search.type === undefined ? undefined : homesPage.types[search.type],
    ...search.statuses.map((status) => homesPage.statusChoices[status]),
    search.openHouse ? homesPage.statusChoices["open-house"] : undefined,
  ].filter((phrase): phrase is string => phrase !== undefined);
}
