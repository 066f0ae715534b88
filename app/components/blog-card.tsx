import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import type { PostSummary } from "#app/utils/blog.server.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** One post in the blog grid: image, date, title, excerpt and a Read More link. */
export function BlogCard({
  post,
  priority = false,
  heading: Heading = "h2",
}: {
  post: PostSummary;
  priority?: boolean;
  /** The title's level: h3 where the cards sit under a section's h2 (the home page). */
  heading?: "h2" | "h3";
}) {
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        image={{ id: post.image, alt: post.imageAlt }}
        sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw"
        priority={priority}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={post.date} className="text-sm text-muted">
          {post.displayDate}
        </time>
        <Heading className="mt-2 text-xl leading-snug">{post.title}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <Link
          to={`/blog/${post.slug}`}
          className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand hover:text-brand-dark"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </article>
  );
}
