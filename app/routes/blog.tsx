import { BlogCard } from "#app/components/blog-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { getPostSummaries } from "#app/utils/blog.server.ts";
import { HTML_ONLY } from "#app/utils/framework-start.ts";
import { getMeta } from "#app/utils/meta.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/blog";

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.name} Blog`,
    href: "/blog/rss.xml",
  },
];

// Every part of this page works as plain HTML: it loads no framework JavaScript.
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Blog",
    description:
      "Advice for Greater Boston buyers, sellers and investors: financing, inspections, staging, open houses, towns and the seasons of the market.",
    path: "/blog",
    image: "blog",
  });

export function loader() {
  return { posts: getPostSummaries() };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Blog"
        caps
        intro="Practical advice on buying, selling and investing in Greater Boston, from our team to you."
      />
      <section aria-label="Articles" className="py-16 md:py-20">
        <ul
          className="container-site grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
          data-testid="blog-grid"
        >
          {loaderData.posts.map((post, index) => (
            <li key={post.slug} data-reveal="" className={index > 2 ? "defer-render" : undefined}>
              <BlogCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
