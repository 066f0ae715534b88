import { Link } from "react-router";
import { linkClass } from "#app/components/staff/content-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { formatLongDate } from "#app/utils/format.ts";
import { IMAGE_SLOTS } from "#app/utils/image-slots.ts";
import { site } from "#content/site.ts";
import { teamDay } from "#domain/time-zone.ts";
import { renderPostMarkdown } from "#server/content/markdown.ts";
import { getPostForEditing, postState } from "#server/content/posts.ts";
import { photoPreview } from "#server/content/staff-photos.ts";
import { rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/content-post-preview";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.title ?? "post"} · Team workspace` },
];

/**
 * A post as its public page will show it, whatever its state: only a signed-in
 * member can open this address (the public page of a draft answers 404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = rowId(params.id);
  const post = id === undefined ? null : await getPostForEditing(context.db, id);
  if (!post) throw new Response("No such post", { status: 404 });
  const now = new Date();
  const date = teamDay(post.publishAt ?? now);
  const widths = IMAGE_SLOTS.blog.widths;
  const cover =
    post.coverPhotoId === null
      ? null
      : {
          src: await photoPreview(context.db, post.coverPhotoId, 960),
          srcSet: (
            await Promise.all(
              widths.map(
                async (width) =>
                  `${await photoPreview(context.db, post.coverPhotoId, width)} ${width}w`,
              ),
            )
          ).join(", "),
          alt: post.coverAlt,
        };
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    state: postState(post, now),
    date,
    displayDate: formatLongDate(date),
    author: site.team[post.author].name,
    cover,
    html: renderPostMarkdown(post.body),
  };
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { id, title, state, date, displayDate, author, cover, html } = loaderData;
  return (
    <div className="grid gap-4">
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-2 rounded-sm border-brand border-l-4 bg-brand-soft px-3 py-2"
      >
        <p>
          <strong>Preview</strong> of{" "}
          {state === "published" ? "the published post" : `a ${state} post`}: only the team can see
          this page.
        </p>
        <Link to={`/staff/content/posts/${id}`} className={linkClass}>
          Back to the editor
        </Link>
      </div>
      {/* The public post page's article (app/routes/blog-post.tsx), on the site's background. */}
      <div className="rounded-sm bg-stone-warm">
        <article className="py-14 md:py-20" data-testid="post-preview">
          <header className="container-site max-w-3xl">
            <h1 className="text-3xl leading-tight md:text-5xl">{title}</h1>
            <p className="mt-5 text-muted">
              <time dateTime={date}>{displayDate}</time>
              <span aria-hidden> · </span>
              By {author}
            </p>
          </header>
          {cover?.src && (
            <div className="container-site mt-10 max-w-3xl">
              <img
                src={cover.src}
                srcSet={cover.srcSet}
                sizes="(min-width: 768px) 768px, 92vw"
                alt={cover.alt}
                width={1280}
                height={853}
                className="aspect-[3/2] w-full rounded-md object-cover"
              />
            </div>
          )}
          <div
            className="prose-site container-site mt-10 max-w-3xl"
            // Rendered and sanitised on the server (server/content/markdown.ts), as the public page is.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </article>
      </div>
    </div>
  );
}
