import { Form, Link } from "react-router";
import { ContentListHeader, itemLinkClass } from "#app/components/staff/content-editor.tsx";
import { inputClass, linkClass } from "#app/components/staff/content-form.tsx";
import { formatDateTime } from "#app/components/staff/format.ts";
import { LANGUAGE_NAMES } from "#app/components/staff/post-language.tsx";
import { Time } from "#app/components/staff/time.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { doneMessage } from "#app/utils/done-notices.ts";
import { methodNotAllowed } from "#app/utils/method-not-allowed.ts";
import { teamDay } from "#domain/dates.ts";
import { pathIn } from "#domain/language.ts";
import type { PostState } from "#server/content/posts.ts";
import { listPostsForStaff } from "#server/content/staff-posts.ts";
import { pathReach } from "#server/insights/report.ts";
import { storableText } from "#server/staff/request.ts";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [{ title: "Content · Team workspace" }];

const STATES = ["published", "scheduled", "draft"] as const satisfies PostState[];

export const STATE_LABELS: Record<PostState, string> = {
  published: "Published",
  scheduled: "Scheduled",
  draft: "Draft",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const stateParam = url.searchParams.get("state");
  const state = STATES.find((candidate) => candidate === stateParam);
  const searched = storableText.max(200).safeParse(url.searchParams.get("q") ?? "");
  const q = searched.success ? searched.data.trim() : "";
  const posts = await listPostsForStaff(context.db, { state, search: q, now: new Date() });
  // Each post's reach (issue 44): its page's views and the leads it brought, at its address in
  // its own language.
  const pathOf = (post: (typeof posts)[number]) => pathIn(post.language, `/blog/${post.slug}`);
  const reach = await pathReach(context.db, posts.map(pathOf), teamDay(new Date()));
  return {
    posts: posts.map((post) => ({
      ...post,
      reach: reach.get(pathOf(post)) ?? { views: 0, leads: 0 },
    })),
    state: state ?? null,
    q,
    done: doneMessage(request),
  };
}

/** No form posts here; a POST is answered as on every content route: the guard first. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  return methodNotAllowed();
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { posts, state, q, done } = loaderData;
  const filterHref = (next: PostState | null) => {
    const query = new URLSearchParams();
    if (next) query.set("state", next);
    if (q) query.set("q", q);
    const search = query.toString();
    return search ? `/staff/content?${search}` : "/staff/content";
  };
  return (
    <div className="grid gap-4">
      <ContentListHeader add="/staff/content/posts/new" addLabel="New post" />
      <p>
        <Link to="/staff/content/posts/new?language=zh-Hans" className={linkClass}>
          New post in Chinese
        </Link>{" "}
        (for /zh/blog, converted on /zh-hant/blog) or{" "}
        <Link to="/staff/content/posts/new?language=zh-Hant" className={linkClass}>
          in Chinese (Traditional)
        </Link>{" "}
        (for /zh-hant/blog); to translate an English post, open it and choose “Add a Chinese
        version”
      </p>
      {done && (
        <p role="status" className="card px-3 py-2">
          {done}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Posts by state" className="flex flex-wrap gap-1">
          {[null, ...STATES].map((option) => (
            <Link
              key={option ?? "all"}
              to={filterHref(option)}
              aria-current={option === state ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded px-3 font-medium ${
                option === state ? "bg-brand-soft text-brand" : "text-ink hover:bg-stone-warm"
              }`}
            >
              {option ? STATE_LABELS[option] : "All"}
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" className="flex items-end gap-2">
          {state && <input type="hidden" name="state" value={state} />}
          <label className="min-w-0">
            <span className="font-medium">Search by title</span>
            <input type="search" name="q" defaultValue={q} className={inputClass} />
          </label>
          <button type="submit" className="btn-primary min-h-11">
            Search
          </button>
        </Form>
      </div>
      {posts.length === 0 ? (
        <p className="card p-4">
          {q ? `No post has “${q}” in its title.` : "No posts here yet."}{" "}
          <Link to="/staff/content/posts/new" className={linkClass}>
            Write a post
          </Link>
        </p>
      ) : (
        <ul className="card divide-y divide-line" aria-label="Posts, last edited first">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <Link
                to={`/staff/content/posts/${post.id}`}
                className={`${itemLinkClass} min-w-0 flex-1`}
              >
                {post.title}
              </Link>
              <span
                className={`rounded px-2 py-0.5 text-xs font-semibold ${
                  post.state === "published" ? "bg-brand-soft text-brand" : "bg-stone-warm text-ink"
                }`}
              >
                {STATE_LABELS[post.state]}
                {post.state === "scheduled" && post.publishAt && (
                  <> for {formatDateTime(post.publishAt)}</>
                )}
              </span>
              <span className="text-xs">
                {LANGUAGE_NAMES[post.language]}
                {post.twinId !== null
                  ? ` · has a ${post.language === "en" ? "Chinese" : "English"} version`
                  : post.language === "en"
                    ? " · 中文 missing"
                    : " · no English version"}
              </span>
              <span className="w-full text-muted text-xs sm:w-auto">
                Edited <Time at={post.updatedAt} />
              </span>
              <span className="text-muted text-xs tabular-nums" data-reach="">
                {post.reach.views.toLocaleString("en-US")} views · {post.reach.leads} leads
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
