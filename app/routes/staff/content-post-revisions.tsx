import { data, Form, Link, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { buttonClass, linkClass, Notice } from "#app/components/staff/content-form.tsx";
import { formatDateTime, isoOf } from "#app/components/staff/format.ts";
import { diffLines } from "#app/components/staff/line-diff.ts";
import { requireStaff } from "#app/utils/auth.server.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import {
  getPostForEditing,
  getRevision,
  listRevisions,
  restoreRevision,
} from "#server/content/posts.ts";
import { rowId } from "#server/staff/request.ts";
import { listMembers, namesByKey } from "#server/team/members.ts";
import type { Route } from "./+types/content-post-revisions";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Revisions: ${loaderData?.title ?? "post"} · Team workspace` },
];

const postIdOf = (param: string) => {
  const id = rowId(param);
  if (id === undefined) throw new Response("No such post", { status: 404 });
  return id;
};

type Revision = NonNullable<Awaited<ReturnType<typeof getRevision>>>;

/** The fields a comparison shows, in the editor's order and with its labels. */
const COMPARED: [string, (revision: Revision, authors: Record<string, string>) => string][] = [
  ["Title", (revision) => revision.title],
  ["Address", (revision) => revision.slug],
  ["Summary", (revision) => revision.summary],
  ["Cover photo", (revision) => (revision.coverPhotoId ? `Photo ${revision.coverPhotoId}` : "")],
  ["Alt text", (revision) => revision.coverAlt],
  ["Topic", (revision) => revision.topic ?? ""],
  ["Town", (revision) => revision.town ?? ""],
  ["Author", (revision, authors) => authors[revision.author] ?? revision.author],
  ["Body", (revision) => revision.body],
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const postId = postIdOf(params.id);
  const post = await getPostForEditing(context.db, postId);
  if (!post) throw new Response("No such post", { status: 404 });
  const revisions = await listRevisions(context.db, postId);
  // Authors by the names the team table gives them now (a former member's too).
  const authors = namesByKey(await listMembers(context.db, { withFormer: true }));
  const url = new URL(request.url);
  const compareId = rowId(url.searchParams.get("compare"));
  let comparison = null;
  const index = revisions.findIndex((revision) => revision.id === compareId);
  if (compareId !== undefined && index >= 0) {
    const newer = await getRevision(context.db, postId, compareId);
    const previousId = revisions[index + 1]?.id;
    const older =
      previousId === undefined ? null : await getRevision(context.db, postId, previousId);
    if (newer)
      comparison = {
        id: newer.id,
        savedAt: newer.savedAt,
        savedBy: newer.savedBy,
        first: older === null,
        fields: COMPARED.map(([label, read]) => ({
          label,
          lines: diffLines(older ? read(older, authors) : "", read(newer, authors)),
        })).filter((field) => field.lines.some((line) => line.kind !== "same")),
      };
  }
  return {
    postId,
    title: post.title,
    revisions,
    comparison,
    restored: url.searchParams.has("restored"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const postId = postIdOf(params.id);
  const form = await readStaffForm(request);
  const revisionId = rowId(form.get("revision"));
  if (form.get("intent") !== "restore" || revisionId === undefined)
    return data({ error: "Choose a revision to restore." }, { status: 400 });
  const result = await restoreRevision(context.db, { postId, revisionId, actor: user.email });
  if (result.ok) return redirect(`/staff/content/posts/${postId}?saved=restored`);
  if (result.problem === "not-found") throw new Response("No such revision", { status: 404 });
  return data(
    {
      error:
        result.problem === "slug-taken"
          ? "That version's address now belongs to another post: change that post's address first."
          : `That version cannot go on the site as it is: ${result.problems.join("; ")}. Unpublish the post first, or restore a complete version.`,
    },
    { status: 400 },
  );
}

const LINE_STYLES = {
  same: "text-muted",
  removed: "bg-brand-soft text-ink line-through decoration-brand/50",
  added: "bg-green-50 text-ink",
} as const;

const LINE_MARKS = { same: " ", removed: "−", added: "+" } as const;

export default function PostRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { postId, title, revisions, comparison } = loaderData;
  return (
    <div className="grid gap-4">
      <BackLink to={`/staff/content/posts/${postId}`}>Back to the editor</BackLink>
      <h1 className="break-words text-2xl">Revisions of “{title}”</h1>
      {actionData && "error" in actionData && <Notice tone="error">{actionData.error}</Notice>}
      <p className="text-muted">
        Every save is kept. Restoring an earlier version saves it again as the newest, so a restore
        can be undone too.
      </p>
      <ol className="card divide-y divide-line" aria-label="Revisions, newest first">
        {revisions.map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
            <span className="min-w-0 flex-1">
              <time dateTime={isoOf(revision.savedAt)} className="font-medium">
                {formatDateTime(revision.savedAt)}
              </time>{" "}
              by {revision.savedBy === "import" ? "the first import" : revision.savedBy}
              {index === 0 && <span className="text-muted"> (current)</span>}
              <span className="block text-muted text-xs">{revision.title}</span>
            </span>
            <Link
              to={`?compare=${revision.id}`}
              className={linkClass}
              aria-label={`Compare the version of ${formatDateTime(revision.savedAt)} with the one before`}
            >
              Compare
            </Link>
            {index > 0 && (
              <Form method="post">
                <input type="hidden" name="revision" value={revision.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  className={buttonClass}
                  aria-label={`Restore the version of ${formatDateTime(revision.savedAt)}`}
                >
                  Restore
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
      {comparison && (
        <section aria-labelledby="comparison-heading" className="card grid gap-3 p-3">
          <h2 id="comparison-heading" className="text-lg">
            {comparison.first ? "The first version" : "Changes in the version of"}{" "}
            {comparison.first ? "" : formatDateTime(comparison.savedAt)} by {comparison.savedBy}
          </h2>
          {comparison.fields.length === 0 && <p>Nothing changed in this save.</p>}
          {comparison.fields.map((field) => (
            <div key={field.label}>
              <h3 className="font-semibold">{field.label}</h3>
              <pre className="mt-1 overflow-x-auto whitespace-pre-wrap rounded-sm border border-line bg-white p-2 text-xs">
                {field.lines.map((line, index) => (
                  <div key={index} className={LINE_STYLES[line.kind]}>
                    <span aria-hidden>{LINE_MARKS[line.kind]} </span>
                    {line.kind === "removed" && <span className="sr-only">Removed: </span>}
                    {line.kind === "added" && <span className="sr-only">Added: </span>}
                    {line.text || " "}
                  </div>
                ))}
              </pre>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
