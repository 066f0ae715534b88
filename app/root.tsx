import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { site } from "#content/site.ts";
import { uiText } from "#content/ui.ts";
import { splitLanguage } from "#domain/language.ts";
import type { Route } from "./+types/root";
import { notFoundMeta } from "./components/not-found-content.tsx";
import { PageScript, WebFontsCheck } from "./components/page-scripts.tsx";
import { SiteErrorPage } from "./components/site-frame.tsx";
import { HEADER_BAR_ID } from "./components/site-header.tsx";
import interFont from "./fonts/inter.woff2?url";
import displayFont from "./fonts/playfair-display.woff2?url";
import { InlineStylesheet } from "./utils/inline-stylesheet.tsx";
import { usePageLanguage } from "./utils/language.ts";
import { usePageFrame, usePageHydrates } from "./utils/layout-handle.ts";
import { useNonce } from "./utils/nonce.tsx";

/**
 * The document alone: its head, the skip link, the page script, and React Router's scripts where
 * the matched layout hydrates. What a page is drawn in, and whether it loads the framework, is its
 * layout route's (app/routes.ts: site, kiosk, staff; docs/decisions/034).
 */

// The stylesheet is inlined by the server (InlineStylesheet). During development
// the browser also loads it as a module, so edits to styles apply at once.
if (import.meta.env.DEV) import("./app.css");

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The matched layout's handle (app/utils/layout-handle.ts).
  const frame = usePageFrame();
  const hydrate = usePageHydrates();
  const language = usePageLanguage();
  const ui = uiText(language);
  return (
    // The <head> script may mark <html> before hydration (WebFontsCheck).
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.brand} />
        <Meta />
        <Links />
        {frame === "site" ? (
          <link rel="expect" href={`#${HEADER_BAR_ID}`} blocking="render" />
        ) : null}
        <InlineStylesheet />
        <WebFontsCheck files={[interFont, displayFont]} nonce={nonce} />
      </head>
      <body className={frame === "site" ? "bg-stone-warm" : undefined}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:bg-white focus:px-4 focus:py-2"
        >
          {ui.skipLink}
        </a>
        {children}
        <PageScript kind={hydrate ? "hydrated" : "html-only"} nonce={nonce} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The head of the page the error boundary draws. A page's own meta is not drawn when its loader
 * throws (a post or a list page that does not exist): the head is the root's. Pages that render
 * export their own meta, which takes the place of this one.
 */
export const meta: Route.MetaFunction = ({ error, location, matches }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404)
    return notFoundMeta({ location, matches });
  const { title } = uiText(splitLanguage(location.pathname).language).error;
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

// An error in a layout itself: the public site's error page.
export const ErrorBoundary = SiteErrorPage;
