import { Link } from "react-router";
import { BlogPostArticle } from "#app/components/blog-post-article.tsx";
import { linkClass } from "#app/components/staff/content-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { methodNotAllowed } from "#app/utils/method-not-allowed.ts";
import { getPostForEditing, postState } from "#server/content/posts.ts";
import { loadPostForPreview } from "#server/content/public-posts.ts";
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
  const now = new Date();
  const [post, row] =
    id === undefined
      ? [null, null]
      : await Promise.all([
          loadPostForPreview(context.db, id, now),
          getPostForEditing(context.db, id),
        ]);
  if (!post || !row) throw new Response("No such post", { status: 404 });
  return { id: row.id, title: row.title, state: postState(row, now), post };
}

/** No form posts here; a POST is answered as on every content route: the guard first. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  return methodNotAllowed();
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { id, state, post } = loaderData;
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
      {/* The public post page's own article (app/components/blog-post-article.tsx), from the same data. */}
      <div className="rounded-sm bg-stone-warm" data-testid="post-preview">
        <BlogPostArticle post={post} />
      </div>
    </div>
  );
}
