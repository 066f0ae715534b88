import { ArrowLeft, ArrowRight } from "lucide";
import { Link } from "react-router";
import { preloadImage, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { linkIn } from "#app/utils/language-link.ts";
import { absoluteUrl, getMeta, type MetaPlace } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { site } from "#content/site.ts";
import { largestJpegUrl, socialImage } from "#domain/images/photo-ref.ts";
import { type LanguageVersions, pathIn } from "#domain/language.ts";
import type { BlogCardData, PostArticleData } from "#server/content/public-posts.ts";
import { MemberCard } from "./member-card.tsx";

export type { PostArticleData };

const IMAGE_SIZES = "(min-width: 768px) 768px, 92vw";

/**
 * The post's head: title, description, canonical, Open Graph and its BlogPosting JSON-LD, in its
 * language; the hreflang links name its twin when it has a public one, and none when it has not.
 */
export function blogPostMeta(post: PostArticleData, versions: LanguageVersions, place: MetaPlace) {
  const url = absoluteUrl(pathIn(post.language, `/blog/${post.slug}`));
  const card = post.image ? socialImage(post.image) : undefined;
  const image = post.image ? largestJpegUrl(post.image) : undefined;
  return getMeta(
    {
      title: post.title,
      description: post.description,
      path: `/blog/${post.slug}`,
      versions,
      image: card?.url ?? "blog",
      ...(card ? { imageSize: { width: card.width, height: card.height } } : {}),
      type: "article",
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        inLanguage: post.language,
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        dateModified: post.modified,
        ...(image ? { image: absoluteUrl(image) } : {}),
        url,
        mainEntityOfPage: url,
        author: { "@type": "Person", name: post.author },
        publisher: {
          "@type": "Organization",
          name: site.name,
          logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
        },
      },
    },
    place,
  );
}

type BlogPostArticleProps = {
  post: PostArticleData;
  /** Two posts on the same town or topic (none in a preview: its neighbours are not settled). */
  related?: BlogCardData[];
  /** Where "All articles" leads: the list page that shows this post's card. */
  listPath?: string;
};

/**
 * A blog post as the public page draws it: the public route and the staff
 * preview render this one component from the same data (server/content/public-posts.ts),
 * so a draft previews exactly as it will be published. Plain HTML: links only.
 */
export function BlogPostArticle({
  post,
  related = [],
  listPath = pathIn(post.language, "/blog"),
}: BlogPostArticleProps) {
  const words = CATALOGUES.blog[post.language].blogPost;
  return (
    <article className="py-14 md:py-20">
      {post.image ? <link {...preloadImage(post.image, IMAGE_SIZES)} /> : null}
      <header className="container-site max-w-3xl">
        <Link
          to={listPath}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand"
        >
          <SvgIcon icon={ArrowLeft} className="size-4" /> {words.allArticles}
        </Link>
        <h1 className="mt-4 text-3xl leading-tight md:text-5xl">{post.title}</h1>
        <p className="mt-5 text-muted">
          <time dateTime={post.date}>{post.displayDate}</time>
          <span aria-hidden> · </span>
          {words.by(post.author)}
        </p>
      </header>
      {post.image ? (
        <div className="container-site mt-10 max-w-3xl">
          <ResponsiveImage
            image={post.image}
            sizes={IMAGE_SIZES}
            priority
            className="aspect-[3/2] w-full rounded-md object-cover"
          />
        </div>
      ) : null}
      <div
        className="prose-site container-site mt-10 max-w-3xl"
        // Sanitized on the server: server/content/markdown.ts keeps only the tags the editor writes.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <footer className="container-site mt-16 grid max-w-3xl gap-10 border-t border-line pt-10">
        {/* A former member's post keeps her name in the byline, without a card to reach her. */}
        {post.authorCard ? (
          <section aria-labelledby="author-heading">
            <h2 id="author-heading" className="eyebrow">
              {words.aboutTheAuthor}
            </h2>
            <div className="mt-4">
              <MemberCard member={post.authorCard} />
            </div>
          </section>
        ) : null}
        {related.length > 0 ? (
          <section aria-labelledby="related-heading">
            <h2 id="related-heading" className="text-2xl">
              {words.related}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {related.map((item) => (
                <li key={item.slug}>
                  <Link to={item.path} className="card block h-full p-5 hover:shadow-md">
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
            {words.nextStep}
          </h2>
          <Link to={linkIn(post.language, post.action.href)} className="btn-primary mt-5">
            {words.actions[post.action.href]} <SvgIcon icon={ArrowRight} className="size-4" />
          </Link>
        </section>
      </footer>
    </article>
  );
}
