import { useMatches } from "react-router";

/**
 * When a page loads the framework's JavaScript (docs/decisions/014, 015):
 * - "after-load" (the default): after the first paint and `load`
 *   (app/utils/scripts-after-load.tsx). For pages that React drives from the
 *   start: the kiosk (its offline queue), the staff workspace.
 * - "on-first-use": when the visitor first presses, types, focuses, scrolls or
 *   moves a pointer. For pages whose interactive part is a form that already
 *   works as plain HTML: it posts and the server answers. The framework adds
 *   checking before posting and sending without a page load, by the time the
 *   visitor reaches for the form. Also for a page that is React's but starts
 *   with typing (the QR generator), as long as what it does before hydration
 *   works as HTML (its form then asks the server for the code).
 * - "never": an HTML-only page. Every part works as plain HTML (text, images,
 *   links, `<details>` menus), so it loads none of the framework: no download,
 *   no hydration, nothing on the main thread after the first paint.
 *
 * A route says which with its handle, e.g. `export const handle = HTML_ONLY;`,
 * or with a function of its loader data where one route serves pages of both
 * kinds (the event sign-in page and its kiosk).
 */
export type FrameworkStart = "after-load" | "on-first-use" | "never";

export type FrameworkStartHandle = {
  frameworkStart?: FrameworkStart | ((loaderData: unknown) => FrameworkStart);
};

export const HTML_ONLY = { frameworkStart: "never" } as const satisfies FrameworkStartHandle;

export const ENHANCED_ON_FIRST_USE = {
  frameworkStart: "on-first-use",
} as const satisfies FrameworkStartHandle;

/**
 * When the page the server is rendering loads the framework. In the browser the
 * answer is always "after-load": a page is hydrated only when it loaded the
 * framework, and from then on the framework draws every page it navigates to,
 * whatever that page's own start (the scroll restoration and the rest of the
 * app frame must stay mounted). During development every page loads the
 * framework after load: hot reload runs through it.
 */
export function useFrameworkStart(): FrameworkStart {
  const matches = useMatches();
  if (!import.meta.env.SSR || import.meta.env.DEV) return "after-load";
  for (const match of matches) {
    const start = (match.handle as FrameworkStartHandle | undefined)?.frameworkStart;
    if (start) return typeof start === "function" ? start(match.loaderData) : start;
  }
  return "after-load";
}
