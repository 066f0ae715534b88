import { Link } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { getMeta, type MetaPlace } from "#app/utils/meta.ts";
import { NAV_LINKS } from "#app/utils/nav.ts";
import { uiText } from "#content/ui.ts";
import { splitLanguage } from "#domain/language.ts";

/**
 * The 404 page's head, wherever a 404 is drawn (the catch-all route, or the root's error boundary
 * when a page's loader finds nothing), in the language of the address asked for: no path, since a
 * missing page has no canonical address (nor an og:url), and not to be indexed.
 */
export const notFoundMeta = (place?: MetaPlace) => {
  const { notFound } = uiText(splitLanguage(place?.location.pathname ?? "/").language);
  return [
    ...getMeta({ title: notFound.title, description: notFound.description }, place),
    { name: "robots", content: "noindex" },
  ];
};

/** The 404 page body: says what happened and offers the main sections. */
export function NotFoundContent() {
  const ui = uiText(usePageLanguage());
  const linkIn = useLinkIn();
  return (
    <section className="container-site py-20 text-center md:py-28">
      <p className="eyebrow">{ui.notFound.eyebrow}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{ui.notFound.heading}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{ui.notFound.text}</p>
      <nav aria-label={ui.notFound.sections} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link to={linkIn("/")} className="btn-primary">
              {ui.notFound.home}
            </Link>
          </li>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={linkIn(link.to)} className="btn-outline">
                {ui.nav[link.to]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
