import { ArrowLeft, ArrowRight } from "lucide";
import { data, Link } from "react-router";
import { MemberCard } from "#app/components/member-card.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { preloadImage, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import {
  getAdjacentPosts,
  getPost,
  getPostSummaries,
  truncateAtWord,
} from "#app/utils/blog.server.ts";
import { blogPagePath } from "#app/utils/blog-pages.ts";
import { HTML_ONLY } from "#app/utils/framework-start.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { postAction, relatedPosts } from "#app/utils/related-posts.ts";
import { areas } from "#content/areas.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/blog-post";

const IMAGE_SIZES = "(min-width: 768px) 768px, 92vw";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const { listPage } = getAdjacentPosts(post.slug);
  return {
    post: {
      slug: post.slug,
      title: post.title,
      date: post.date,
      displayDate: post.displayDate,
      image: { id: post.image, alt: post.imageAlt },
      author: site.team[post.author].name,
      authorId: post.author,
      html: post.html,
      description: truncateAtWord(post.plainText, 160),
    },
    /** Two articles on the same town or topic, and the one action the post ends with. */
    related: relatedPosts(
      post,
      getPostSummaries(),
      areas.map((area) => area.name),
    ).map((related) => ({
      slug: related.slug,
      title: related.title,
      excerpt: related.excerpt,
    })),
    action: postAction(post.tags),
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
  const { post, related, action, listPath } = loaderData;
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
      <footer className="container-site mt-16 grid max-w-3xl gap-10 border-t border-line pt-10">
        <section aria-labelledby="author-heading">
          <h2 id="author-heading" className="eyebrow">
            About the author
          </h2>
          <div className="mt-4">
            <MemberCard member={post.authorId} />
          </div>
        </section>
        {related.length > 0 ? (
          <section aria-labelledby="related-heading">
            <h2 id="related-heading" className="text-2xl">
              Related articles
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {related.map((item) => (
                <li key={item.slug}>
                  <Link to={`/blog/${item.slug}`} className="card block h-full p-5 hover:shadow-md">
                    <span className="block font-display text-lg">{item.title}</span>
                    <span className="mt-2 block text-sm text-muted">{item.excerpt}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section
          aria-labelledby="next-step-heading"
          className="rounded-md bg-stone-warm p-8 text-center"
          data-next-step=""
        >
          <h2 id="next-step-heading" className="text-2xl">
            Ready for your next step?
          </h2>
          <Link to={action.href} className="btn-primary mt-5">
            {action.label} <SvgIcon icon={ArrowRight} className="size-4" />
          </Link>
        </section>
      </footer>
    </article>
  );
}
