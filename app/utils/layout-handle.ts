import { useMatches } from "react-router";

/**
 * What a layout route says about the pages under it, in its `handle`, read by the root
 * (docs/decisions/034). Pages say nothing: the layout they sit in decides. A value may be a
 * function of the page's loader data, where one URL serves pages of both kinds (the event
 * sign-in and its kiosk, app/routes/kiosk/layout.tsx).
 */
export type LayoutHandle = {
  /**
   * true: the layout's pages load React Router's <Scripts> and <ScrollRestoration> and hydrate
   * (the staff workspace, the kiosk). Unsaid: the page is HTML alone; no framework is downloaded
   * or run, and its links, forms and `<details>` menus work as HTML, with the page script for the
   * rest (app/enhance/page.ts).
   */
  hydrate?: boolean | ((pageData: unknown) => boolean);
  /**
   * Which frame the layout draws, for the document around it: the site's header and footer
   * ("site", the default: the document waits for the header bar and takes the site's
   * background), the logo alone ("kiosk") or the workspace's own ("workspace").
   */
  frame?: PageFrame | ((pageData: unknown) => PageFrame);
};

export type PageFrame = "site" | "kiosk" | "workspace";

type Resolved<T> = T extends (pageData: unknown) => infer R ? R : T;

/** The deepest matched route's say on `key` (a function of the page's loader data, called), if any says. */
function useLayoutHandle<K extends keyof LayoutHandle>(key: K) {
  const matches = useMatches();
  const pageData = matches.at(-1)?.loaderData;
  for (const match of [...matches].reverse()) {
    const value = (match.handle as LayoutHandle | undefined)?.[key];
    if (value !== undefined)
      return (typeof value === "function" ? value(pageData) : value) as Resolved<
        NonNullable<LayoutHandle[K]>
      >;
  }
  return undefined;
}

/**
 * Whether the page loads the framework. In the browser always: React runs
 * only on a page that loaded it, and then draws every page it navigates to
 * (the scripts and the scroll restoration must stay mounted).
 */
export function usePageHydrates(): boolean {
  const hydrate = useLayoutHandle("hydrate");
  return typeof document !== "undefined" || hydrate === true;
}

export function usePageFrame(): PageFrame {
  return useLayoutHandle("frame") ?? "site";
}
