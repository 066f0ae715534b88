import { data, redirect } from "react-router";
import { requireStaff } from "#app/utils/auth.server.ts";
import { donePath } from "#app/utils/done-notices.ts";
import { editorId, readStaffForm } from "#app/utils/staff-request.server.ts";
import { teamLocalTime } from "#domain/dates.ts";
import {
  handlePostForm,
  newPostLanguage,
  postAuthors,
  problemErrors,
  SAVED_NOT_PUBLISHED,
} from "#server/content/post-form.ts";
import {
  getPostForEditing,
  listRevisions,
  type PostState,
  postState,
  publishProblems,
} from "#server/content/posts.ts";
import { photoPreview } from "#server/content/staff-photos.ts";
import { addChineseVersion, getTwins } from "#server/content/staff-posts.ts";
import { textValues } from "#server/staff/request.ts";
import type { Route } from "./+types/content-post";

/** "new", or the id of an existing post (404 otherwise). */
export const postIdOf = (param: string) => editorId(param, "No such post");

/**
 * The post editor's server side (content-post.tsx draws it): what it opens with (a new post, or a
 * stored one with its twin) and what its form posts do.
 */
const SAVED: Record<string, string> = {
  save: "Saved.",
  preview: "Saved.",
  publish: "Published: the post is on the site.",
  schedule: "Scheduled.",
  unpublish: "Unpublished: the post is a draft again, off the site.",
  restored: "The earlier version was restored (as a new save).",
  twin: "The Chinese version is a new draft, starting from the English text: rewrite it for a Chinese reader.",
};

/** The schedule field's first suggestion: 9 am Boston time tomorrow. */
const tomorrowAtNine = (now: Date) =>
  `${teamLocalTime(new Date(now.getTime() + 24 * 3600_000)).slice(0, 10)}T09:00`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const id = postIdOf(params.id);
  const url = new URL(request.url);
  const now = new Date();
  if (id === null) {
    const authors = await postAuthors(context.db, null);
    return {
      authors,
      // A new post is signed by whoever writes it, when she is on the team.
      newAuthor: authors.find((author) => author.email === user.email.toLowerCase())?.key,
      post: null,
      twins: [],
      twinProblem: false,
      // "New post in Chinese" opens the editor with ?language=zh-Hans.
      language: newPostLanguage(url.searchParams.get("language") ?? undefined),
      state: "draft" as PostState,
      preview: null,
      revisions: 0,
      saved: null,
      openPreview: false,
      problems: {},
      confirmDelete: false,
      scheduleDefault: tomorrowAtNine(now),
    };
  }
  const post = await getPostForEditing(context.db, id);
  if (!post) throw new Response("No such post (it may have been deleted)", { status: 404 });
  const state = postState(post, now);
  // After a new post's publish that could not happen: it was saved as a draft, and this is what
  // is missing, each at its field.
  const problems: Record<string, string> = url.searchParams.has("not-published")
    ? { ...problemErrors(publishProblems(post)), form: SAVED_NOT_PUBLISHED }
    : {};
  return {
    authors: await postAuthors(context.db, post.author),
    newAuthor: undefined,
    post,
    twins: await getTwins(context.db, post),
    twinProblem: url.searchParams.get("twin") === "slug-taken",
    language: post.language,
    state,
    preview: await photoPreview(context.db, post.coverPhotoId),
    revisions: (await listRevisions(context.db, id)).length,
    saved: SAVED[url.searchParams.get("saved") ?? ""] ?? null,
    openPreview: url.searchParams.get("saved") === "preview",
    problems,
    confirmDelete: url.searchParams.has("delete"),
    scheduleDefault:
      state === "scheduled" && post.publishAt ? teamLocalTime(post.publishAt) : tomorrowAtNine(now),
  };
}

/** The editor's "add a version" buttons: the script each adds. */
const TWIN_SCRIPTS: Record<string, "zh-Hans" | "zh-Hant"> = {
  chinese: "zh-Hans",
  traditional: "zh-Hant",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const id = postIdOf(params.id);
  const form = await readStaffForm(request);
  // "Add a Chinese version" (Simplified or Traditional): the English post's twin in that script,
  // a linked draft, opens in its editor.
  const script = TWIN_SCRIPTS[String(form.get("intent"))];
  if (script && id !== null) {
    const twin = await addChineseVersion(context.db, {
      englishId: id,
      actor: user.email,
      language: script,
    });
    if (twin.ok) return redirect(`/staff/content/posts/${twin.id}?saved=twin`);
    if (twin.problem === "not-found") throw new Response("No such post", { status: 404 });
    return redirect(`/staff/content/posts/${id}?twin=slug-taken`);
  }
  const outcome = await handlePostForm(context, {
    id,
    values: textValues(form),
    coverFile: form.get("coverFile"),
    actor: user.email,
  });
  if (outcome.ok) {
    if (outcome.intent === "delete") return redirect(donePath("/staff/content", "post-deleted"));
    if (outcome.intent === "preview") return redirect(`/staff/content/posts/${outcome.id}/preview`);
    return redirect(`/staff/content/posts/${outcome.id}?saved=${outcome.intent}`);
  }
  // A new post saved before its publish failed: go to its own page, which lists what is missing
  // (posting the form again from /new would make a second post).
  if (id === null && outcome.savedId !== undefined)
    return redirect(`/staff/content/posts/${outcome.savedId}?not-published`);
  if (outcome.status === 404) throw new Response("No such post", { status: 404 });
  return data(outcome, { status: outcome.status });
}
