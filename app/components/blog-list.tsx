import { ArrowLeft, ArrowRight } from "lucide";
import { Link } from "react-router";
import { BlogCard, type BlogCardData } from "#app/components/blog-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta, type MetaPlace, metaLanguages } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { blogPagePath } from "#domain/blog.ts";
import { pathIn } from "#domain/language.ts";

/** What a page of the blog list shows (postPage in server/content/public-posts.ts). */
type BlogListPage = { posts: BlogCardData[]; page: number; pageCount: number };

/**
 * Every list page's head, in the language of its address: its own title, description and
 * canonical, and its language's RSS feed (a meta descriptor: a route's links cannot see the
 * address). The first page of each language names the other's (/blog and /zh/blog are twins);
 * an older page stands alone, since the two lists have their own lengths.
 */
export function blogListMeta(
  { page, pageCount }: Pick<BlogListPage, "page" | "pageCount">,
  place: MetaPlace,
) {
  const { language } = metaLanguages(place);
  const words = CATALOGUES.blog[language].blogList;
  return [
    ...getMeta(
      {
        title: page > 1 ? words.pageOf(page, pageCount) : words.title,
        description: page > 1 ? words.olderDescription(page, pageCount) : words.description,
        path: blogPagePath(page),
        image: "blog",
        ...(page > 1 ? { versions: { [language]: pathIn(language, blogPagePath(page)) } } : {}),
      },
      place,
    ),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: words.feedTitle(site.name),
      href: pathIn(language, "/blog/rss.xml"),
    },
  ];
}

const pagerLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm px-3 font-semibold";

/**
 * Newer, the page numbers, older: each a 44 px target; the current page is marked, not linked.
 * On a phone the numbers take their own row above Newer and Older.
 */
function Pager({ page, pageCount }: Pick<BlogListPage, "page" | "pageCount">) {
  const language = usePageLanguage();
  if (pageCount === 1) return null;
  const words = CATALOGUES.blog[language].blogList;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const pathOf = (number: number) => pathIn(language, blogPagePath(number));
  return (
    <nav
      aria-label={words.pages}
      className="container-site mt-14 flex flex-wrap items-center justify-between gap-y-4 sm:justify-center sm:gap-x-4"
    >
      {page > 1 ? (
        <Link to={pathOf(page - 1)} className={`${pagerLink} text-brand`}>
          <SvgIcon icon={ArrowLeft} className="size-4" /> {words.newer}
        </Link>
      ) : null}
      <ul className="order-first flex basis-full justify-center gap-2 sm:order-none sm:basis-auto">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${pagerLink} bg-ink text-white`}>
                <span className="sr-only">{words.page.before}</span>
                {number}
                {words.page.after && <span className="sr-only">{words.page.after}</span>}
              </span>
            ) : (
              <Link to={pathOf(number)} className={`${pagerLink} text-ink hover:bg-stone-warm`}>
                <span className="sr-only">{words.page.before}</span>
                {number}
                {words.page.after && <span className="sr-only">{words.page.after}</span>}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={pathOf(page + 1)} className={`${pagerLink} ms-auto text-brand sm:ms-0`}>
          {words.older} <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

/** A page of the blog list: the hero, a grid of up to twelve cards, newest first, and the pager. */
export function BlogList({ posts, page, pageCount }: BlogListPage) {
  const words = CATALOGUES.blog[usePageLanguage()].blogList;
  return (
    <>
      <PageHero
        title={words.title}
        caps
        intro={page > 1 ? words.olderIntro(page, pageCount) : words.intro}
      />
      <section aria-label={words.articles} className="py-16 md:py-20">
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
