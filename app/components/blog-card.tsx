import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { uiText } from "#content/ui.ts";
import { formatCalendarDayIn } from "#domain/dates.ts";
import type { BlogCardData } from "#server/content/public-posts.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

export type { BlogCardData };

/** One post in the blog grid: image, date, title, excerpt and a Read More link. */
export function BlogCard({
  post,
  priority = false,
  headingLevel = 2,
}: {
  post: BlogCardData;
  priority?: boolean;
  /** 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const language = usePageLanguage();
  const ui = uiText(language);
  // The post's own words are in its language; the frame's (date, link) in the page's.
  const postLanguage = post.language === language ? undefined : post.language;
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      {post.image ? (
        <ResponsiveImage
          image={post.image}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw"
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={post.date} className="text-sm text-muted">
          {formatCalendarDayIn(language, post.date)}
        </time>
        <Heading lang={postLanguage} className="mt-2 text-xl leading-snug">
          {post.title}
        </Heading>
        <p lang={postLanguage} className="mt-3 flex-1 leading-relaxed text-muted">
          {post.excerpt}
        </p>
        <Link
          to={post.path}
          className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand hover:text-brand-dark"
        >
          {ui.blogCard.readMore}
          <span className="sr-only" lang={postLanguage}>
            : {post.title}
          </span>
          <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </article>
  );
}
