import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  matchPath,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
} from "react-router";
import { site } from "#content/site.ts";
import { BLOG_POST_PATTERN } from "#domain/blog.ts";
import type { Route } from "./+types/root";
import { BlogPostSkeleton } from "./components/blog-post-skeleton.tsx";
import { Logo } from "./components/logo.tsx";
import { NotFoundContent, notFoundMeta } from "./components/not-found-content.tsx";
import { BrokerageNotice } from "./components/notices/brokerage-notice.tsx";
import { PageScript, WebFontsCheck } from "./components/page-scripts.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { HEADER_BAR_ID, SiteHeader } from "./components/site-header.tsx";
import { revealOnScroll } from "./enhance/reveal.ts";
import interFont from "./fonts/inter.woff2?url";
import displayFont from "./fonts/playfair-display.woff2?url";
import { InlineStylesheet } from "./utils/inline-stylesheet.tsx";
import { useNonce } from "./utils/nonce.tsx";
import { usePageFrame, usePageHydrates } from "./utils/page-handle.ts";
import { PrefetchOnIntent } from "./utils/prefetch-on-intent.tsx";

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
  // Each route's handle says what the root draws (app/utils/page-handle.ts).
  const frame = usePageFrame();
  const hydrate = usePageHydrates();
  return (
    // The <head> script may mark <html> before hydration (WebFontsCheck).
    <html lang="en" suppressHydrationWarning>
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
          Skip to content
        </a>
        {frame === "workspace" ? (
          // The team's workspace draws its own frame (app/routes/staff/layout.tsx).
          children
        ) : (
          <>
            {frame === "site" ? (
              <SiteHeader />
            ) : (
              // The kiosk carries the logo only, with no link.
              <div className="flex justify-center px-5 pt-6">
                <Logo />
              </div>
            )}
            <main id="main" className={frame === "site" ? "pt-header print:pt-0" : undefined}>
              {children}
              {frame === "site" ? null : (
                // Every page names the brokerage, the kiosk too (Massachusetts advertising rule, 254 CMR 3.00(9)(a)).
                <BrokerageNotice className="px-5 pb-6 text-center text-muted" />
              )}
            </main>
            {frame === "site" ? (
              <>
                <SiteFooter />
                <PrefetchOnIntent nonce={nonce} />
              </>
            ) : null}
          </>
        )}
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
  const { pathname } = useLocation();
  // On a page React draws, the scroll reveal runs once it has hydrated and on every navigation
  // (an HTML-only page runs it from its page script).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every route change
  useEffect(() => revealOnScroll(), [pathname]);
  const navigation = useNavigation();
  // While a post's data loads, its skeleton. React Router tells the root where a navigation goes,
  // not which route's handle will draw it, so the post route's pattern decides.
  const loadingPost =
    navigation.state === "loading" &&
    matchPath(BLOG_POST_PATTERN, navigation.location.pathname) !== null;
  return loadingPost ? <BlogPostSkeleton /> : <Outlet />;
}

/**
 * The head of the page the error boundary draws. A page's own meta is not drawn when its loader
 * throws (a post or a list page that does not exist): the head is the root's. Pages that render
 * export their own meta, which takes the place of this one.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta();
  return [{ title: `Something went wrong | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="container-site py-24 text-center">
      <h1 className="text-4xl">Something went wrong</h1>
      <p className="mt-4 text-muted">
        Please try again in a moment, or call us. We are sorry for the trouble.
      </p>
      <a href="/" className="btn-primary mt-8">
        Back to the home page
      </a>
    </section>
  );
}
