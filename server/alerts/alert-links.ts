/**
 * The links of an alert mail: the management page and one-click unsubscribe (manage-token.ts),
 * and each home's link, which records that she opened it before leading to the home's page. A
 * home's link is signed like the others (an HMAC, keyed from the never-rotated secret), over the
 * search's id and the home's key: it cannot be made for another search or home.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { SAVED_SEARCH_OPEN_PATH } from "#domain/saved-search.ts";
import { derivedKey } from "../email-hash.ts";
import { manageSearchUrl, unsubscribeSearchUrl } from "./manage-token.ts";

const mac = (message: string) =>
  createHmac("sha256", derivedKey("saved-search-open-links")).update(message).digest("base64url");

/** `<id>` (the "keep my alerts" link) or `<id>~<listing key>`, then `.<signature>`. */
const messageOf = (savedSearchId: number, listingKey: string | null) =>
  listingKey ? `${savedSearchId}~${encodeURIComponent(listingKey)}` : String(savedSearchId);

export type AlertLinks = {
  /** RFC 8058's one-click address (POST with List-Unsubscribe=One-Click, or a page on GET). */
  unsubscribe: (savedSearchId: number) => string;
  /** Her page to change or delete her searches. */
  manage: (savedSearchId: number) => string;
  /** A home's link from the alert (or, without a home, the "keep my alerts" link). */
  open: (savedSearchId: number, listingKey: string | null) => string;
};

export function alertLinks(siteUrl: string): AlertLinks {
  return {
    unsubscribe: (id) => unsubscribeSearchUrl(siteUrl, id),
    manage: (id) => manageSearchUrl(siteUrl, id),
    open: (id, listingKey) => {
      const message = messageOf(id, listingKey);
      return `${siteUrl}${SAVED_SEARCH_OPEN_PATH}/${message}.${mac(message)}`;
    },
  };
}

/** The search and home an alert's link names, or null when the token is not one of ours. */
export function readOpenToken(
  token: string,
): { savedSearchId: number; listingKey: string | null } | null {
  const dot = token.lastIndexOf(".");
  if (dot < 1) return null;
  const message = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(message));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [id = "", key] = message.split("~");
  const savedSearchId = Number(id);
  if (!/^\d{1,10}$/.test(id)) return null;
  return { savedSearchId, listingKey: key ? decodeURIComponent(key) : null };
}
