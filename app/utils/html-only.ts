import { useMatches } from "react-router";

/**
 * A page whose every part works as plain HTML (text, images, links, `<details>`
 * menus) loads none of the framework's JavaScript: no download, no hydration,
 * nothing on the main thread after the first paint (docs/decisions/014). Its
 * route says so with `export const handle = HTML_ONLY;`. A page with a form,
 * or any part drawn or driven by React (tabs, video, map, the kiosk, the
 * staff workspace), loads the framework as before.
 */
export type HtmlOnlyHandle = { htmlOnly?: boolean };

export const HTML_ONLY = { htmlOnly: true } as const satisfies HtmlOnlyHandle;

/**
 * Whether the server is rendering an HTML-only page. In the browser the answer
 * is always no: a page is hydrated only when it loaded the framework, and from
 * then on the framework draws every page it navigates to, HTML-only or not
 * (the scroll restoration and the rest of the app frame must stay mounted).
 * During development every page loads the framework: hot reload runs through it.
 */
export function useHtmlOnly() {
  const matches = useMatches();
  if (!import.meta.env.SSR || import.meta.env.DEV) return false;
  return matches.some((match) => (match.handle as HtmlOnlyHandle | undefined)?.htmlOnly === true);
}
