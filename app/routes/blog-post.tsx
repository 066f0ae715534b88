import { ArrowLeft, ArrowRight } from "lucide";
import { data, Link } from "react-router";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { preloadImage, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { getAdjacentPosts, getPost, truncateAtWord } from "#app/utils/blog.server.ts";
import { blogPagePath } from "#app/utils/blog-pages.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { HTML_ONLY } from "#app/utils/page-handle.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/blog-post";

const IMAGE_SIZES = "(min-width: 768px) 768px, 92vw";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const { newer, older, listPage } = getAdjacentPosts(post.slug);
  const link = (p: typeof newer) => (p ? { slug: p.slug, title: p.title } : null);
  return {
    post: {
      slug: post.slug,
      title: post.title,
      date: post.date,
      displayDate: post.displayDate,
      image: { id: post.image, alt: post.imageAlt },
      author: site.team[post.author].name,
      html: post.html,
      description: truncateAtWord(post.plainText, 160),
    },
    newer: link(newer),
    older: link(older),
    /** The list page that shows this article's card: "All articles" returns there. */
    listPath: blogPagePath(listPage),
  };
}

// Every part of this page works as plain HTML: it loads no framework JavaScript.
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  // A post that does not exist throws in its loader: the root draws the 404 and its head.
  if (!loaderData) return notFoundMeta();
  const { post } = loaderData;
  const url = absoluteUrl(`/blog/${post.slug}`);
  return getMeta({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    image: `/images/${post.image.id}-1280.jpg`,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.date,
      image: absoluteUrl(`/images/${post.image.id}-1280.jpg`),
      url,
      mainEntityOfPage: url,
      author: { "@type": "Person", name: post.author },
      publisher: {
        "@type": "Organization",
        name: site.name,
        logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
      },
    },
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, newer, older, listPath } = loaderData;
  return (
    <article className="py-14 md:py-20">
      <link {...preloadImage(post.image, IMAGE_SIZES)} />
      <header className="container-site max-w-3xl">
        <Link
          to={listPath}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand"
        >
          <SvgIcon icon={ArrowLeft} className="size-4" /> All articles
        </Link>
        <h1 className="mt-4 text-3xl leading-tight md:text-5xl">{post.title}</h1>
        <p className="mt-5 text-muted">
          <time dateTime={post.date}>{post.displayDate}</time>
          <span aria-hidden> · </span>
          By {post.author}
        </p>
      </header>
      <div className="container-site mt-10 max-w-3xl">
        <ResponsiveImage
          image={post.image}
          sizes={IMAGE_SIZES}
          priority
          className="aspect-[3/2] w-full rounded-md object-cover"
        />
      </div>
      <div
        className="prose-site container-site mt-10 max-w-3xl"
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <nav
        aria-label="More articles"
        className="container-site mt-16 grid max-w-3xl gap-4 border-t border-line pt-8 sm:grid-cols-2"
      >
        {newer ? (
          <Link to={`/blog/${newer.slug}`} className="card block p-5 hover:shadow-md">
            <span className="flex items-center gap-2 text-sm text-muted">
              <SvgIcon icon={ArrowLeft} className="size-4" /> Newer article
            </span>
            <span className="mt-2 block font-display text-lg">{newer.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link to={`/blog/${older.slug}`} className="card block p-5 text-right hover:shadow-md">
            <span className="flex items-center justify-end gap-2 text-sm text-muted">
              Older article <SvgIcon icon={ArrowRight} className="size-4" />
            </span>
            <span className="mt-2 block font-display text-lg">{older.title}</span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
