import { Link } from "react-router";
import { getMeta } from "#app/utils/meta.ts";
import { NAV_LINKS } from "#app/utils/nav.ts";

/**
 * The 404 page's head, wherever a 404 is drawn (the catch-all route, or the root's error boundary
 * when a page's loader finds nothing): no path, since a missing page has no canonical address (nor
 * an og:url), and not to be indexed.
 */
export const notFoundMeta = () => [
  ...getMeta({
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find the team, sold homes, guides and contact details here.",
  }),
  { name: "robots", content: "noindex" },
];

/** The 404 page body: says what happened and offers the main sections. */
export function NotFoundContent() {
  return (
    <section className="container-site py-20 text-center md:py-28">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 text-4xl md:text-5xl">We could not find that page</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">
        The address may be mistyped, or the page may have moved. These are good places to continue:
      </p>
      <nav aria-label="Main sections" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link to="/" className="btn-primary">
              Home
            </Link>
          </li>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-outline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
