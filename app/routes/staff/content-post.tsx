import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigate, useNavigation, useNavigationType } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { BodyField } from "#app/components/staff/body-field.tsx";
import { ConfirmRemoval } from "#app/components/staff/content-editor.tsx";
import {
  buttonClass,
  ContentNav,
  editorFields,
  Field,
  linkClass,
  markedFields,
  Notice,
  PhotoField,
  primaryButtonClass,
  RefusedNotice,
  SelectField,
} from "#app/components/staff/content-form.tsx";
import { formatDateTime } from "#app/components/staff/format.ts";
import { LANGUAGE_NAMES, PostLanguage } from "#app/components/staff/post-language.tsx";
import {
  SaveProblemMessage,
  saveProblemOf,
  staffClientAction,
} from "#app/components/staff/save-problem.tsx";
import { slugFromTitle, TOWNS } from "#domain/forms/content-schemas.ts";
import { pathIn } from "#domain/language.ts";
import type { Route } from "./+types/content-post";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post?.title || "New post"} · Team workspace` },
];

export { action, loader } from "./content-post.server.ts";

/**
 * A save that fails (offline, or the session ended) is answered in place, keeping what was typed.
 * A new post's preview opens from its own editor's address, which replaces /new in the history:
 * Back from the preview returns to the saved draft, not to an empty "New post". (Without
 * JavaScript the preview opens at once, as the server answered.)
 */
export async function clientAction(args: Route.ClientActionArgs) {
  try {
    return await staffClientAction(args);
  } catch (answer) {
    const location = answer instanceof Response ? answer.headers.get("Location") : null;
    const saved = /^\/staff\/content\/posts\/(\d+)\/preview$/.exec(location ?? "")?.[1];
    if (args.params.id === "new" && saved)
      throw redirect(`/staff/content/posts/${saved}?saved=preview`);
    throw answer;
  }
}

export default function ContentPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, state, preview, revisions, saved, confirmDelete, scheduleDefault } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const problem = saveProblemOf(actionData);
  const refused = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const errors: Record<string, string> = { ...refused?.errors };
  for (const [key, message] of Object.entries(loaderData.problems)) errors[key] ??= message;
  const { value, field } = editorFields(errors, refused?.values);
  const photoId = refused?.photoId !== undefined ? refused.photoId : (post?.coverPhotoId ?? null);
  const slugInput = useRef<HTMLInputElement>(null);
  const slugEdited = useRef(Boolean(post));
  const here = post ? `/staff/content/posts/${post.id}` : "/staff/content/posts/new";
  const live = state === "published";
  const fieldCount = markedFields(errors);
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  // Just saved from "Save and preview": on to the preview, unless she came back to it (Back).
  const previewPath = post && `/staff/content/posts/${post.id}/preview`;
  useEffect(() => {
    if (loaderData.openPreview && previewPath && navigationType !== "POP") navigate(previewPath);
  }, [loaderData.openPreview, previewPath, navigationType, navigate]);

  if (post && confirmDelete)
    return (
      <ConfirmRemoval here={here} heading={`Delete “${post.title}”?`} yes="Yes, delete this post">
        <p>
          {live ? "The post comes off the site at once and its address answers “not found”. " : ""}
          Its revisions are deleted with it. This cannot be undone here.
        </p>
      </ConfirmRemoval>
    );

  return (
    <div className="grid gap-4">
      <BackLink to="/staff/content">All posts</BackLink>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="break-words text-2xl">
          {post ? post.title : `New post in ${LANGUAGE_NAMES[loaderData.language]}`}
        </h1>
        {post && (
          <p className="text-muted">
            {state === "published" && (
              <>
                Published ·{" "}
                <a href={pathIn(post.language, `/blog/${post.slug}`)} className={linkClass}>
                  View on the site
                </a>
              </>
            )}
            {state === "scheduled" && post.publishAt && (
              <>Scheduled for {formatDateTime(post.publishAt)} (Boston time)</>
            )}
            {state === "draft" && "Draft: not on the site"}
          </p>
        )}
      </div>
      <ContentNav />
      {post && (
        <PostLanguage post={post} twins={loaderData.twins} twinProblem={loaderData.twinProblem} />
      )}
      {saved && !actionData && (
        <Notice tone="ok">
          {saved}{" "}
          {loaderData.openPreview && previewPath && (
            <Link to={previewPath} className={linkClass}>
              Open the preview
            </Link>
          )}
        </Notice>
      )}
      {problem && (
        <SaveProblemMessage
          problem={problem}
          what="The post"
          kept="Keep this page open: log in again in another tab, then save here again."
        />
      )}
      <RefusedNotice errors={errors} unsaved="The post was not saved.">
        {fieldCount > 0 && ` Check ${fieldCount === 1 ? "the field" : "the fields"} marked below.`}
      </RefusedNotice>
      <Form
        method="post"
        action={here}
        replace={!post}
        encType="multipart/form-data"
        className="grid gap-4 lg:grid-cols-[2fr_1fr]"
        aria-label="Post"
      >
        <div className="grid content-start gap-4">
          {!post && <input type="hidden" name="language" value={loaderData.language} />}
          <Field
            label="Title"
            required
            {...field("title", post?.title)}
            onInput={(event) => {
              if (!slugEdited.current && slugInput.current)
                slugInput.current.value = slugFromTitle(event.currentTarget.value);
            }}
          />
          <Field
            label="Address"
            hint="The post's web address after /blog/: lower-case words joined by hyphens, proposed from the title. Changing it sends visitors of the old address to the new one."
            {...field("slug", post?.slug)}
            inputRef={slugInput}
            onInput={() => {
              slugEdited.current = true;
            }}
          />
          <Field
            label="Summary"
            hint="Shown on the post's card and to search engines: 50 to 200 characters."
            multiline={3}
            {...field("summary", post?.summary)}
          />
          <BodyField defaultValue={value("body", post?.body)} error={errors.body} />
        </div>
        <div className="grid content-start gap-4">
          <PhotoField
            label="Cover photo"
            fileName="coverFile"
            idName="coverPhotoId"
            altName="coverAlt"
            photoId={photoId}
            preview={photoId === (post?.coverPhotoId ?? null) ? preview : null}
            altValue={value("coverAlt", post?.coverAlt)}
            errors={errors}
            requiredToPublish
          />
          <Field
            label="Topic (optional)"
            hint="One or two words, e.g. Market update."
            {...field("topic", post?.topic)}
          />
          <SelectField label="Town (optional)" name="town" defaultValue={value("town", post?.town)}>
            <option value="">None</option>
            {TOWNS.map((town) => (
              <option key={town}>{town}</option>
            ))}
          </SelectField>
          <SelectField
            label="Author"
            name="author"
            defaultValue={value("author", post?.author ?? loaderData.newAuthor)}
            error={errors.author}
          >
            {loaderData.authors.map((author) => (
              <option key={author.key} value={author.key}>
                {author.left ? `${author.name} (has left the team)` : author.name}
              </option>
            ))}
          </SelectField>
          <div className="card grid gap-2 p-3">
            <button
              type="submit"
              name="intent"
              value="save"
              className={live ? primaryButtonClass : buttonClass}
              disabled={busy}
            >
              {live ? "Update the live post" : "Save draft"}
            </button>
            <button
              type="submit"
              name="intent"
              value="preview"
              className={buttonClass}
              disabled={busy}
            >
              Save and preview
            </button>
            {!live && (
              <button
                type="submit"
                name="intent"
                value="publish"
                className={primaryButtonClass}
                disabled={busy}
              >
                Publish now
              </button>
            )}
            {!live && (
              <fieldset className="grid gap-2 border-line border-t pt-2">
                <legend className="sr-only">Schedule</legend>
                <Field
                  label="Publish on (Boston time)"
                  type="datetime-local"
                  {...field("publishAt", scheduleDefault)}
                />
                <button
                  type="submit"
                  name="intent"
                  value="schedule"
                  className={buttonClass}
                  disabled={busy}
                >
                  {state === "scheduled" ? "Change the schedule" : "Schedule"}
                </button>
              </fieldset>
            )}
            {busy && (
              <p role="status" className="text-muted">
                Saving…
              </p>
            )}
          </div>
        </div>
      </Form>
      {post && (
        <div className="flex flex-wrap gap-2 border-line border-t pt-4">
          <Link to={`${here}/preview`} className={buttonClass}>
            Preview
          </Link>
          <Link to={`${here}/revisions`} className={buttonClass}>
            Revisions ({revisions})
          </Link>
          {state !== "draft" && (
            <Form method="post" action={here}>
              <button type="submit" name="intent" value="unpublish" className={buttonClass}>
                {state === "scheduled" ? "Cancel the schedule" : "Unpublish"}
              </button>
            </Form>
          )}
          <Link to={`${here}?delete`} className={`${buttonClass} text-brand`}>
            Delete…
          </Link>
        </div>
      )}
    </div>
  );
}
