import { isRouteErrorResponse, useRouteError } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { useNonce } from "#app/utils/nonce.tsx";
import { PrefetchOnIntent } from "#app/utils/prefetch-on-intent.tsx";
import { uiText } from "#content/ui.ts";
import { NotFoundContent } from "./not-found-content.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The public site's frame: its header, the page, its footer. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <>
      <SiteHeader />
      <main id="main" className="pt-header print:pt-0">
        {children}
      </main>
      <SiteFooter />
      <PrefetchOnIntent nonce={nonce} />
    </>
  );
}

/**
 * What a public page shows when it cannot be drawn, in the site's frame: the 404 page (a post or
 * a list page that does not exist), or an apology.
 */
export function SiteErrorPage() {
  const error = useRouteError();
  const ui = uiText(usePageLanguage());
  const linkIn = useLinkIn();
  return (
    <SiteFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundContent />
      ) : (
        <section className="container-site py-24 text-center">
          <h1 className="text-4xl">{ui.error.title}</h1>
          <p className="mt-4 text-muted">{ui.error.text}</p>
          <a href={linkIn("/")} className="btn-primary mt-8">
            {ui.error.back}
          </a>
        </section>
      )}
    </SiteFrame>
  );
}
