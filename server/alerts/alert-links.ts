/**
 * The links of an alert mail, signed so that a link names one search (and one home) and cannot
 * be made for another: no password, no account (issue 43). An HMAC of what the link does and for
 * which search, with the server's session secret; the token carries its search's id.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { type Language, pathIn } from "#domain/language.ts";
import { SAVED_SEARCH_ACTION_PATH } from "#domain/saved-search.ts";

/** Where a home opened from an alert goes first: recorded as viewed, then on to its page. */
export const ALERT_OPEN_PATH = `${SAVED_SEARCH_ACTION_PATH}/open`;

type Purpose = "manage" | "unsubscribe" | "open";

const signature = (secret: string, purpose: Purpose, message: string) =>
  createHmac("sha256", secret).update(`${purpose}:${message}`).digest("base64url");

function signed(secret: string, purpose: Purpose, message: string) {
  return `${message}.${signature(secret, purpose, message)}`;
}

/** The message a token signed for `purpose`, or null when it is not one of ours. */
function verified(secret: string, purpose: Purpose, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot < 1) return null;
  const message = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, message));
  return given.length === expected.length && timingSafeEqual(given, expected) ? message : null;
}

export type AlertLinks = {
  /** RFC 8058's one-click address (POST with List-Unsubscribe=One-Click, or a page on GET). */
  unsubscribe: (savedSearchId: number) => string;
  /** Her page to change or delete her searches. */
  manage: (savedSearchId: number, language: Language) => string;
  /** A home's link from the alert (or, without a home, the "keep my alerts" link). */
  open: (savedSearchId: number, listingKey: string | null) => string;
};

export function alertLinks(siteUrl: string, secret: string): AlertLinks {
  return {
    unsubscribe: (id) =>
      `${siteUrl}${SAVED_SEARCH_ACTION_PATH}/unsubscribe/${signed(secret, "unsubscribe", String(id))}`,
    manage: (id, language) =>
      `${siteUrl}${pathIn(language, SAVED_SEARCH_ACTION_PATH)}/manage/${signed(secret, "manage", String(id))}`,
    open: (id, listingKey) =>
      `${siteUrl}${ALERT_OPEN_PATH}/${signed(secret, "open", listingKey ? `${id}~${encodeURIComponent(listingKey)}` : String(id))}`,
  };
}

/** The search and home an alert's open link names, or null when the token is not ours. */
export function readOpenToken(
  secret: string,
  token: string,
): { savedSearchId: number; listingKey: string | null } | null {
  const message = verified(secret, "open", token);
  if (!message) return null;
  const [id, key] = message.split("~");
  const savedSearchId = Number(id);
  if (!Number.isSafeInteger(savedSearchId)) return null;
  return { savedSearchId, listingKey: key ? decodeURIComponent(key) : null };
}
