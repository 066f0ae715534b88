/**
 * On the page script: whether React hydrates the page ("hydrated") or the
 * page is HTML alone ("html-only"). The build's check reads it too
 * (scripts/prerender/page-scripts-check.ts).
 */
export const PAGE_KIND_ATTRIBUTE = "data-page-kind";

export type PageKind = "hydrated" | "html-only";
