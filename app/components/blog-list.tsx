import { ArrowLeft, ArrowRight } from "lucide";
import type { LinkDescriptor } from "react-router";
import { Link } from "react-router";
import { BlogCard, type BlogCardData } from "#app/components/blog-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { site } from "#content/site.ts";
import { blogPagePath } from "#domain/blog.ts";

/** What a page of the blog list shows (postPage in server/content/public-pages.ts). */
type BlogListPage = { posts: BlogCardData[]; page: number; pageCount: number };

const DESCRIPTION =
  "Advice for Greater Boston buyers, sellers and investors: financing, inspections, staging, open houses, towns and the seasons of the market.";

/** Every list page's head: its own title, description and canonical, and the RSS feed. */
export function blogListMeta({ page, pageCount }: Pick<BlogListPage, "page" | "pageCount">) {
  const of = page > 1 ? `, page ${page} of ${pageCount}` : "";
  return getMeta({
    title: `Blog${of}`,
    description: page > 1 ? `Older articles${of}. ${DESCRIPTION}` : DESCRIPTION,
    path: blogPagePath(page),
    image: "blog",
  });
}

export const blogListLinks = (): LinkDescriptor[] => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.name} Blog`,
    href: "/blog/rss.xml",
  },
];

const pagerLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm px-3 font-semibold";

/**
 * Newer, the page numbers, older: each a 44 px target; the current page is marked, not linked.
 * On a phone the numbers take their own row above Newer and Older.
 */
function Pager({ page, pageCount }: Pick<BlogListPage, "page" | "pageCount">) {
  if (pageCount === 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav
      aria-label="Blog pages"
      className="container-site mt-14 flex flex-wrap items-center justify-between gap-y-4 sm:justify-center sm:gap-x-4"
    >
      {page > 1 ? (
        <Link to={blogPagePath(page - 1)} className={`${pagerLink} text-brand`}>
          <SvgIcon icon={ArrowLeft} className="size-4" /> Newer articles
        </Link>
      ) : null}
      <ul className="order-first flex basis-full justify-center gap-2 sm:order-none sm:basis-auto">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${pagerLink} bg-ink text-white`}>
                <span className="sr-only">Page </span>
                {number}
              </span>
            ) : (
              <Link
                to={blogPagePath(number)}
                className={`${pagerLink} text-ink hover:bg-stone-warm`}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={blogPagePath(page + 1)} className={`${pagerLink} ms-auto text-brand sm:ms-0`}>
          Older articles <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

/** A page of the blog list: the hero, a grid of up to twelve cards, newest first, and the pager. */
export function BlogList({ posts, page, pageCount }: BlogListPage) {
  return (
    <>
      <PageHero
        title="Blog"
        caps
        intro={
          page > 1
            ? `Older articles, page ${page} of ${pageCount}.`
            : "Practical advice on buying, selling and investing in Greater Boston, from our team to you."
        }
      />
      <section aria-label="Articles" className="py-16 md:py-20">
        <ul
          className="container-site grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
          data-testid="blog-grid"
        >
          {posts.map((post, index) => (
            <li key={post.slug} data-reveal="" className={index > 2 ? "defer-render" : undefined}>
              <BlogCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pager page={page} pageCount={pageCount} />
      </section>
    </>
  );
}
