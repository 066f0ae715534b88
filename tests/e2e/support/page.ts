import { expect, type Locator, type Page } from "@playwright/test";
import { ENHANCE_ATTRIBUTE, ENHANCED_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { PAGE_KIND_ATTRIBUTE } from "#app/enhance/page-kind.ts";
import { REVEAL_ATTRIBUTE } from "#domain/page-attributes.ts";

/** Phone-sized viewport (below the `md` breakpoint the header collapses). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Scroll without the page's smooth scrolling, and let scroll listeners run. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/**
 * Scrolls down a screen at a time to the bottom and back to the top, as a reader would: every
 * section is drawn at this width once (content-visibility) and keeps the height it had. After
 * the viewport changes width, a section not drawn since holds the height it had at the other
 * width, and a check that reads the page (axe's contrast) would read its words where that
 * height puts them.
 */
export async function scrollThroughPage(page: Page) {
  // Down to the bottom as measured at each stop, not at the start: a section
  // drawn only as it nears the view (content-visibility) takes its real height then.
  const stops: number[] = [];
  for (let stop = 0; stop < 200; stop++) {
    await page.evaluate(() =>
      window.scrollBy({ top: Math.round(window.innerHeight * 0.8), behavior: "instant" }),
    );
    await page.waitForTimeout(50);
    const { top, atBottom } = await page.evaluate(() => ({
      top: window.scrollY,
      atBottom:
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    }));
    stops.push(top);
    if (atBottom) break;
  }
  for (const top of [...stops.toReversed(), 0]) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await page.waitForTimeout(50);
  }
}

/**
 * Scrolls through the whole page a screen at a time, down and back up (as a
 * reader would, so every scroll-reveal element enters the view), then waits
 * until every such element is fully shown. An element's reveal is not
 * forced: it must happen through the page's own observer.
 */
export async function revealWholePage(page: Page) {
  if (await loadsFramework(page)) await waitForHydration(page);
  // The reveal script starts observing 100 ms after the route renders; its observer's first
  // report marks every element it watches "pending" or "shown" (app/enhance/reveal.ts).
  // Under reduced motion it watches nothing and hides nothing.
  await page.waitForFunction(
    (attribute) =>
      window.matchMedia("(prefers-reduced-motion: reduce)").matches ||
      document.querySelector(`[${attribute}=""]`) === null,
    REVEAL_ATTRIBUTE,
  );
  await scrollThroughPage(page);
  // On a loaded machine the walk can pass a section before the browser has drawn
  // it: bring each element still waiting into view, as a reader scrolling back would.
  const waiting = page.locator('[data-reveal="pending"]');
  await expect
    .poll(
      async () => {
        const count = await waiting.count();
        if (count > 0) {
          await waiting
            .first()
            .evaluate((element) =>
              element.scrollIntoView({ block: "center", behavior: "instant" }),
            );
        }
        return count;
      },
      { message: "every scroll-reveal element shown once in view", timeout: 20_000 },
    )
    .toBe(0);
  // A fade runs only while its section is drawn: a section scrolled away again
  // (content-visibility: auto) holds its fade until it is back in view, as for a reader.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const fading = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
            (element) => getComputedStyle(element).opacity !== "1",
          );
          fading[0]?.scrollIntoView({ block: "center", behavior: "instant" });
          return fading.length;
        }),
      { message: "every scroll-reveal element fully visible", timeout: 10_000 },
    )
    .toBe(0);
}

/** Distance from the viewport top to the element's top, once scrolling has settled. */
export async function settledTop(locator: Locator): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await locator.evaluate((element) => element.getBoundingClientRect().top);
        const settled = Math.abs(top - previous) < 0.5;
        previous = top;
        return settled;
      },
      { intervals: [150], timeout: 5_000, message: "scrolling to settle" },
    )
    .toBe(true);
  return previous;
}

/** Holds every request the route matches for `ms` before letting it through. */
export async function delayRequests(
  page: Page,
  match: (method: string, url: URL) => boolean,
  ms: number,
) {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (match(request.method(), new URL(request.url())))
      await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

/**
 * Holds every request the route matches until the returned function is
 * called: "the framework arrives after she has typed", however busy the machine.
 */
export async function holdRequests(page: Page, match: (url: URL) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => match(url),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return release;
}

/** The addresses of the scripts the page requests from now on (an HTML-only page inlines its own). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

/** True for requests that stay on this machine (or never touch the network). */
export function isLocalRequest(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:") return true;
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/**
 * Waits until React has hydrated the page (the footer, rendered last, has its
 * props attached) and its effects have run, so clicks reach the handlers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const copyright = document.querySelector("footer p:last-of-type");
    return Boolean(
      copyright && Object.keys(copyright).some((key) => key.startsWith("__reactProps")),
    );
  });
  // Passive effects (listeners, the reveal observer) run after the commit.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

/** Whether React hydrates the page (its layout route says so: app/utils/layout-handle.ts). */
export async function loadsFramework(page: Page) {
  return (await page.locator(`script[${PAGE_KIND_ATTRIBUTE}="hydrated"]`).count()) > 0;
}

/**
 * Waits until every element of an HTML-only page that names a browser module has run it (a
 * form's check). A module loads as its element nears the view or as the visitor reaches into it
 * (app/enhance/browser-modules.ts); this reaches into each one still waiting, as a visitor
 * tabbing into it would, without moving the page: a test may then use a form far down at once.
 */
export async function waitForEnhancements(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ enhance, enhanced }) => {
            const waiting = document.querySelectorAll(`[${enhance}]:not([${enhanced}])`);
            // At the element only: bubbling to the document, it would close an open menu.
            for (const element of waiting) element.dispatchEvent(new FocusEvent("focusin"));
            return waiting.length;
          },
          { enhance: ENHANCE_ATTRIBUTE, enhanced: ENHANCED_ATTRIBUTE },
        ),
      { message: "every browser module of the page run" },
    )
    .toBe(0);
}

/**
 * Opens a page and waits until it is interactive: hydrated, or, for an
 * HTML-only page, loaded with its browser modules run.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  if (await loadsFramework(page)) await waitForHydration(page);
  else {
    await page.waitForLoadState("load");
    await waitForEnhancements(page);
  }
  return response;
}

export type AccessibleNode = { role: string; name: string; expanded: boolean | undefined };

/**
 * What the browser's accessibility tree says about an element (as a screen
 * reader gets it): role, name and expanded state. Works the same for an ARIA
 * button with aria-expanded and for a native <details>/<summary> disclosure.
 */
export async function accessibleNode(locator: Locator): Promise<AccessibleNode> {
  const page = locator.page();
  await locator.evaluate((element) => {
    (window as Window & { __e2eAxTarget?: Element }).__e2eAxTarget = element;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window.__e2eAxTarget" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded");
    return {
      role: String(node?.role?.value ?? ""),
      name: String(node?.name?.value ?? ""),
      expanded: expanded === undefined ? undefined : Boolean(expanded.value.value),
    };
  } finally {
    await cdp.detach();
    await page.evaluate(() => {
      delete (window as Window & { __e2eAxTarget?: Element }).__e2eAxTarget;
    });
  }
}

/** A toggle (button or disclosure summary) reports this expanded state to assistive technology. */
export async function expectExpanded(toggle: Locator, expanded: boolean) {
  await expect
    .poll(async () => (await accessibleNode(toggle)).expanded, {
      message: `toggle reported as ${expanded ? "expanded" : "collapsed"}`,
    })
    .toBe(expanded);
}

/** Roles under which Chromium exposes a toggle button (an ARIA button or a native <summary>). */
export const TOGGLE_ROLES = ["button", "DisclosureTriangle"];

/** A publish reaches the pages within seconds (the content version poll): look until it has. */
export async function expectSoon(check: () => Promise<unknown>) {
  await expect(async () => {
    await check();
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}
