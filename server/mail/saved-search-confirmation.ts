import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { SAVED_SEARCH_CONFIRM_PATH } from "#domain/saved-search.ts";
import type { SavedSearchConfirmationPayload } from "../db/schema.ts";
import { type NotificationEmail, renderMail } from "./layout.tsx";

/** The double opt-in mail: one link that confirms the search, and nothing else is promised. */
export function buildSavedSearchConfirmation(
  payload: SavedSearchConfirmationPayload,
  { siteUrl }: { siteUrl: string },
): NotificationEmail {
  const words = CATALOGUES.mails[payload.language].savedSearchConfirmation;
  const confirm = `${siteUrl}${SAVED_SEARCH_CONFIRM_PATH}/${encodeURIComponent(payload.token)}`;
  return renderMail({
    subject: words.subject,
    lang: payload.language,
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
