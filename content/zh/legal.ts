/**
 * 隐私声明和无障碍声明（/zh/privacy、/zh/accessibility）：content/legal.ts 的中文译文。
 * 以英文版本为准，页面开头说明这一点（legalPage.binding）。
 */
import type { LegalSection } from "../legal.ts";
import { site } from "../site.ts";

export const legalPage = {
  contact: "联系方式",
  writeTo: "请写信至 {email}：我们会在 30 天内答复，通常会快得多。",
  updated: "最后更新：{date}。",
  binding: "本页为中文译文，仅供参考；如有出入，以{english}原文为准。",
};

export const privacyPolicy = {
  meta: {
    title: "隐私声明",
    description:
      "我们的联系表和开放参观签到表收集哪些信息、为什么收集、谁会收到、保存多久，以及如何索取副本或要求删除。",
  },
  title: "隐私声明",
  updated: "2026-11-22",
  intro: `本网站由 ${site.name}（隶属 ${site.brokerage.name}）运营。本声明说明我们的表格收集哪些信息、为什么收集、谁会收到、保存多久，以及您如何索取副本或要求删除。`,
  sections: [
    {
      heading: "表格收集哪些信息",
      paragraphs: [
        "联系表会询问您的姓名、电子邮箱、电话号码（选填）、您如何知道我们，以及您的留言。",
        "开放参观签到会询问您的姓名、电子邮箱和电话号码（选填），以及三个选答问题：您是否已有经纪人、是否已获得房贷预批、希望何时搬家。",
        "如果您勾选了后续联系的方框，我们会记录您已同意、方框旁的原文、同意的时间、来自哪个网络地址，以及是哪一张表格。",
        "为防止表格被滥用，我们的服务器也会短期保留您的网络地址。我们不设置任何广告或追踪 Cookie。",
      ],
    },
    {
      heading: "为什么收集",
      paragraphs: [
        "为了回复您的留言，或就您参观过的房子跟进；只有在您勾选了方框时，才会通过邮件发送该房子及类似房源的信息。我们绝不出售或出租您的个人信息。",
      ],
    },
    {
      heading: "谁会收到",
      paragraphs: [
        `我们的团队（${site.team.lead.name} 和 ${site.team.specialist.name}）以及我们的经纪公司 ${site.brokerage.name}。我们的邮件和主机服务商代表我们处理这些信息，不得用于其他任何用途。`,
      ],
    },
    {
      heading: "保存多久",
      list: [
        "留言和签到记录：自我们最后一次与您联系起保存三年（暂定）。",
        "同意记录：在我们给您发邮件期间一直保存，并在您退订后再保存三年，作为您同意内容的凭证（暂定）。",
        "已退订的邮箱地址：永久保存，以确保我们不会再向您发送任何跟进邮件。",
      ],
      paragraphs: [],
    },
    {
      heading: "退订",
      paragraphs: [
        "每封跟进邮件都附有退订链接；在打开的页面上点一下按钮，即可停止所有跟进邮件。您邮件程序自带的退订按钮同样有效。",
      ],
    },
    {
      heading: "索取副本、更正或删除",
      paragraphs: [
        `请发邮件至 ${site.privacyEmail}，或按下方办公室地址写信给我们。我们会在 30 天内答复。我们可能需要保留一条您要求我们不再发邮件的记录。`,
      ],
    },
  ] satisfies LegalSection[],
};

export const accessibilityStatement = {
  meta: {
    title: "无障碍声明",
    description: "本网站遵循的标准（WCAG 2.1 AA），以及如何告诉我们您遇到的障碍。",
  },
  title: "无障碍声明",
  updated: "2026-11-22",
  intro: `${site.name} 希望每个人都能使用本网站，无论您使用什么设备、浏览器或辅助技术。`,
  sections: [
    {
      heading: "我们遵循的标准",
      paragraphs: [
        "我们的目标是达到《Web 内容无障碍指南》（WCAG）2.1 AA 级。每个页面都经过自动化测试，检查对比度、标签、标题和键盘操作；我们的表格在不启用 JavaScript 时也能使用。",
      ],
    },
    {
      heading: "反馈障碍",
      paragraphs: [
        `如果本网站有任何内容让您难以使用或无法使用，请告诉我们：发邮件至 ${site.accessibilityEmail}，或致电 ${site.phone.display}。请说明是哪个页面、发生了什么；我们会在两个工作日内回复，并在此期间通过其他方式为您提供所需信息。`,
      ],
    },
  ] satisfies LegalSection[],
};
