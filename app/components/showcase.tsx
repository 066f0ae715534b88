import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLinkIn } from "#app/utils/language-link.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * A page's showcase of cards (the home page's open houses, sold homes and posts, a town's):
 * a heading, a grid of cards, and the way to all of them.
 */
export function Showcase({
  id,
  eyebrow,
  title,
  className = "",
  columns = "md:grid-cols-3",
  more,
  swipeOnPhone = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  className?: string;
  columns?: "md:grid-cols-2" | "md:grid-cols-3" | "md:grid-cols-2 lg:grid-cols-3";
  more?: { href: string; label: string };
  /** One row she swipes through below 768 px instead of a column of cards (the home page). */
  swipeOnPhone?: boolean;
  /** The cards, each in its <li>. */
  children: ReactNode;
}) {
  const linkIn = useLinkIn();
  return (
    <section aria-labelledby={id} className={`${className} py-20 md:py-28`.trim()}>
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <ul
          // A row that scrolls takes focus so a keyboard can scroll it: a sold home's card holds no link.
          tabIndex={swipeOnPhone ? 0 : undefined}
          aria-labelledby={swipeOnPhone ? id : undefined}
          className={`${swipeOnPhone ? "phone-row " : ""}mt-12 grid gap-6 ${columns}`}
        >
          {children}
        </ul>
        {more ? (
          <div className="mt-10 text-center">
            <Link to={linkIn(more.href)} className="btn-outline">
              {more.label}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
