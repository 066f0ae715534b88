import { useMatches } from "react-router";

/**
 * What a route says about its page in its `handle`, read by the root
 * (docs/decisions/023). A value may be a function of the route's loader data,
 * where one route serves pages of both kinds (the event sign-in and its kiosk).
 */
export type PageHandle = {
  /**
   * false: the page is HTML alone. The root leaves out React Router's
   * <Scripts> and <ScrollRestoration>: no framework is downloaded or run, and
   * its links, forms and `<details>` menus work as HTML, with the page script
   * for the rest (app/enhance/page.ts). Default true: React hydrates the page.
   */
  hydrate?: boolean | ((loaderData: unknown) => boolean);
  /**
   * What the root draws around the page: the site's header and footer
   * ("site", the default), the logo alone ("kiosk": a guest at the event's
   * tablet must not wander off), or nothing ("workspace": the team's pages
   * draw their own frame).
   */
  frame?: PageFrame | ((loaderData: unknown) => PageFrame);
};

export type PageFrame = "site" | "kiosk" | "workspace";

/** Every part of the page works as plain HTML (text, images, links, forms that post, `<details>`). */
export const HTML_ONLY = { hydrate: false } as const satisfies PageHandle;

type Resolved<T> = T extends (loaderData: unknown) => infer R ? R : T;

/** The deepest matched route's say on `key` (a function of its loader data, called), if any says. */
function usePageHandle<K extends keyof PageHandle>(key: K) {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const value = (match.handle as PageHandle | undefined)?.[key];
    if (value !== undefined)
      return (typeof value === "function" ? value(match.loaderData) : value) as Resolved<
        NonNullable<PageHandle[K]>
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
  const hydrate = usePageHandle("hydrate");
  return typeof document !== "undefined" || hydrate !== false;
}

export function usePageFrame(): PageFrame {
  return usePageHandle("frame") ?? "site";
}
