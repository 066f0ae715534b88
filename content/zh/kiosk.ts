/** 开放参观现场平板的文字：content/kiosk.ts 的中文版本。 */
import type * as english from "../kiosk.ts";

export const kiosk: typeof english.kiosk = {
  ownName: "简体中文",
  switchLabel: "语言",
  submit: "签到",
  busy: "正在签到…",
  rejected: "这次签到未被接受，请检查您填写的信息后再试一次。",
  unsaved: "这次签到未能保存，请向现场的经纪人求助。",
  guests: (count) => `已有 ${count} 位访客签到`,
  thankYou: {
    handOver: "祝您参观愉快！请把平板交给下一位访客。",
    next: "下一位访客",
    clears: (seconds) => `本页面将在 ${seconds} 秒后清空。`,
  },
  offDay: {
    question: (day) => `这场开放参观在${day}举行。仍要打开签到吗？`,
    open: "仍然打开签到",
  },
  status: {
    waiting: (count) => `有 ${count} 条签到等待发送，网络恢复后会自动发出。`,
    refused: (count) =>
      `有 ${count} 条签到被网站拒收，未能发送。它们保存在这台平板上，请告知办公室。`,
    allSent: "所有签到均已发送。",
    offlineReady: "已可离线使用。",
  },
};
