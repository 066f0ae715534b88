/**
 * 活动二维码生成器（/zh/event/generate-qr 及其结果页 /zh/event/qr-code）：
 * content/qr-generator.ts 的中文版本。生成的二维码指向中文签到页。
 */
import type * as english from "../qr-generator.ts";
import { contactErrors } from "./forms.ts";

export const qrGenerator: typeof english.qrGenerator = {
  meta: {
    title: "生成活动二维码",
    description: "为开放参观或活动生成可打印的二维码，扫码即可打开签到页面。",
  },
  answerMeta: {
    title: "{event} 的二维码",
    untitled: "活动二维码",
    description: "可打印的活动二维码，扫码即可打开开放参观或活动的签到页面。",
  },
  heading: "生成活动二维码",
  intro: "输入活动名称，生成用于签到的二维码",
  label: "活动名称",
  placeholder: "例如：枫树街 42 号开放参观",
  submit: "生成二维码",
  required: "请填写活动名称",
  failure: "二维码生成失败，请稍后重试",
  workspace: "要为在售房源举办开放参观？{link}，即可获得打印标牌、签到平板和访客名单。",
  workspaceLink: "请在团队工作台中创建",
  imageAlt: "打开{event}签到页面的二维码",
  caption: "扫描此二维码，打开活动签到页面",
  download: "下载打印用 PNG",
  kiosk: "为本活动打开签到平板",
  scanToSignIn: "扫码签到",
};

export const eventNameErrors: NonNullable<typeof english.eventNameErrors> = {
  messages: contactErrors.messages,
  fields: { event: "活动名称" },
};
