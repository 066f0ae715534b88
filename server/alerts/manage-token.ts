/**
 * The links in every mail about a saved search (issue 43): her management page and the one-click
 * unsubscribe. No password and no stored token: the link carries the search's id and an HMAC of
 * it and the link's purpose, keyed from the secret that signs nothing else and is never rotated
 * (server/email-hash.ts), so a link in a mail of last spring still works, an id alone is
 * refused, and an unsubscribe link cannot open the management page.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { SAVED_SEARCH_MANAGE_PATH, SAVED_SEARCH_UNSUBSCRIBE_PATH } from "#domain/saved-search.ts";
import { derivedKey } from "../email-hash.ts";

/** What a link lets her do: open her searches, or stop the search the mail came from. */
export type ManagePurpose = "manage" | "unsubscribe";

const TOKEN_PATTERN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const mac = (purpose: ManagePurpose, savedSearchId: number) =>
  createHmac("sha256", derivedKey("saved-search-links"))
    .update(`${purpose}\0${savedSearchId}`)
    .digest("base64url");

/** The token of one saved search's link: `<id>.<signature>`. */
export function manageToken(savedSearchId: number, purpose: ManagePurpose): string {
  return `${savedSearchId}.${mac(purpose, savedSearchId)}`;
}

/** The saved search's id a token was made for with this purpose; null for anything else. */
export function verifyManageToken(token: string, purpose: ManagePurpose): number | null {
  const [, id, signature] = TOKEN_PATTERN.exec(token) ?? [];
  if (!id || !signature) return null;
  const savedSearchId = Number(id);
  const expected = Buffer.from(mac(purpose, savedSearchId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? savedSearchId
    : null;
}

/** Her management page (every search of her address), as each mail links it. */
export const manageSearchPath = (savedSearchId: number) =>
  `${SAVED_SEARCH_MANAGE_PATH}/${manageToken(savedSearchId, "manage")}`;

/**
 * The search's one-click unsubscribe: the mail's `List-Unsubscribe` https URL, to which mail
 * programs POST `List-Unsubscribe=One-Click` (RFC 8058); opened in a browser, a page with a button.
 */
export const unsubscribeSearchPath = (savedSearchId: number) =>
  `${SAVED_SEARCH_UNSUBSCRIBE_PATH}/${manageToken(savedSearchId, "unsubscribe")}`;

export const manageSearchUrl = (siteUrl: string, savedSearchId: number) =>
  `${siteUrl}${manageSearchPath(savedSearchId)}`;

export const unsubscribeSearchUrl = (siteUrl: string, savedSearchId: number) =>
  `${siteUrl}${unsubscribeSearchPath(savedSearchId)}`;
