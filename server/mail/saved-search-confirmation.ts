import { site } from "#content/site.ts";
import { SAVED_SEARCH_CONFIRM_PATH } from "#domain/saved-search.ts";
import { inTraditional } from "#server/content/traditional.ts";
import type { SavedSearchConfirmationPayload } from "../db/schema.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";

/** The words of the confirmation mail, per language the buyer used (issue 43 §2). */
const SIMPLIFIED = {
  en: {
    subject: `Confirm your home alerts from ${site.name}`,
    ask: "You asked for e-mails about new homes like the ones in your search. Please confirm this is your address:",
    confirm: "Yes, send me new homes like these",
    search: "Your search",
    ignore: "If you did not ask for this, ignore this mail: nothing more will be sent to you.",
  },
  "zh-Hans": {
    subject: `请确认 ${site.name} 的房源提醒`,
    ask: "您希望在有符合搜索条件的新房源时收到邮件。请点击下方链接确认这是您的邮箱：",
    confirm: "确认，给我发送类似的新房源",
    search: "您的搜索",
    ignore: "如果这不是您本人的操作，请忽略此邮件，我们不会再给您发送任何邮件。",
  },
} as const;

/** The Traditional mail is the Simplified one converted (docs/decisions/053). */
const WORDS = { ...SIMPLIFIED, "zh-Hant": inTraditional(SIMPLIFIED["zh-Hans"]) };

/** The double opt-in mail: one link that confirms the search, and nothing else is promised. */
export function buildSavedSearchConfirmation(
  payload: SavedSearchConfirmationPayload,
  { siteUrl }: { siteUrl: string },
): NotificationEmail {
  const words = WORDS[payload.language];
  const confirm = `${siteUrl}${SAVED_SEARCH_CONFIRM_PATH}/${encodeURIComponent(payload.token)}`;
  return renderMail({
    subject: words.subject,
    blocks: [
      { kind: "paragraph", lines: [words.ask, { text: words.confirm, href: confirm }] },
      {
        kind: "paragraph",
        lines: [{ text: words.search, href: `${siteUrl}${payload.searchPath}` }],
      },
      { kind: "paragraph", lines: [words.ignore] },
    ],
    replyTo: site.email,
  });
}
