/**
 * The MLS settings the public pages read (issue 42 §1), checked at start with every other setting
 * (server/env.ts) and read here where pages are drawn, as the language link reads its own: whether
 * a feed is configured, the disclaimer the MLS requires on each page, and the host its photos come
 * from (for the CSP's img-src).
 */
export type MlsSettings = {
  /** RESO_API_URL is set: /homes searches the MLS's homes; unset, the team's listings alone. */
  feed: boolean;
  /** IDX_DISCLAIMER: the MLS's words every search and home page carries. */
  disclaimer: string | null;
  /**
   * IDX_PHOTO_ORIGIN: where the provider serves its photos (`https://photos.example-mls.com`), the
   * one image host the CSP allows beside the site; null (and nothing allowed) when unset or not an
   * https origin.
   */
  photoOrigin: string | null;
};

function originOf(value: string | undefined) {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export function readMlsSettings(
  source: Record<string, string | undefined> = process.env,
): MlsSettings {
  const disclaimer = source.IDX_DISCLAIMER?.trim();
  return {
    feed: Boolean(source.RESO_API_URL?.trim()),
    disclaimer: disclaimer ? disclaimer : null,
    photoOrigin: originOf(source.IDX_PHOTO_ORIGIN),
  };
}
