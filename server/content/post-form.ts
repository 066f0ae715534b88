import { fromTeamLocalTime } from "#domain/dates.ts";
import {
  contentFieldErrors,
  PostFormSchema,
  ScheduleSchema,
} from "#domain/forms/content-schemas.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { listMembers } from "../team/members.ts";
import {
  deletePost,
  getPostForEditing,
  publishPost,
  type SaveResult,
  savePost,
  schedulePost,
  unpublishPost,
} from "./posts.ts";
import { isStoredPhoto, PHOTO_NOT_STORED } from "./staff-photos.ts";
import { uploadChosenPhoto } from "./uploads.ts";

/**
 * What the post editor's form asks for, done in order: the fields checked, the
 * cover photo uploaded, the post saved (a revision), then published, scheduled
 * or shown as a preview. Any step that fails stops there with a message for its
 * field, and what is on the site stays as it was (savePost refuses to leave a
 * live post incomplete; an upload that fails stores nothing).
 */

export type PostIntent = "save" | "preview" | "publish" | "schedule" | "unpublish" | "delete";

export type PostFormOutcome =
  | { ok: true; id: number; intent: PostIntent }
  | {
      ok: false;
      status: 400 | 404 | 413 | 429;
      errors: Record<string, string>;
      values: Record<string, string>;
      /** A cover stored before a later step failed: the form keeps it. */
      photoId?: number | null;
      /** The post as saved, when only the publish or schedule after the save failed. */
      savedId?: number;
    };

const INTENTS: readonly PostIntent[] = [
  "save",
  "preview",
  "publish",
  "schedule",
  "unpublish",
  "delete",
];

/** Where publishProblems' messages belong in the form. */
const PROBLEM_FIELDS: [RegExp, string][] = [
  [/^Summary/, "summary"],
  [/^Cover photo/, "coverFile"],
  [/^Alt text/, "coverAlt"],
  [/^Body/, "body"],
];

/** A byline the editor offers: a member's key, name and address, and whether she has left. */
export type PostAuthor = { key: string; name: string; email: string; left: boolean };

/**
 * Who may sign a post: the members still on the team (/staff/team), in their order, and the
 * post's own author if she has left since: her post keeps her name, a new post cannot take it.
 */
export async function postAuthors(db: Database, author: string | null): Promise<PostAuthor[]> {
  const members = await listMembers(db, { withFormer: true });
  return members
    .filter((member) => member.leftAt === null || member.key === author)
    .map(({ key, name, email, leftAt }) => ({ key, name, email, left: leftAt !== null }));
}

/** Said above the form when the post was saved but could not go on the site. */
export const SAVED_NOT_PUBLISHED =
  "Your changes were saved as a draft, but the post is not on the site yet.";

/** The language a new post's form names (a hidden field); English unless it is Chinese. */
export const newPostLanguage = (value: string | undefined): Language =>
  LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;

/** publishProblems' messages, each at its field (the rest above the form). */
export function problemErrors(problems: string[]) {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = PROBLEM_FIELDS.find(([pattern]) => pattern.test(problem))?.[1] ?? "form";
    errors[field] ??= problem;
  }
  return errors;
}

function saveErrors(result: Exclude<SaveResult, { ok: true }>) {
  if (result.problem === "slug-taken")
    return { slug: "Another post already has this address. Choose another." };
  if (result.problem === "cannot-publish") return problemErrors(result.problems);
  return { form: "This post no longer exists." };
}

export async function handlePostForm(
  services: { db: Database; rateLimiter: RateLimiter },
  {
    id,
    values,
    coverFile,
    actor,
    now = new Date(),
  }: {
    id: number | null;
    /** The form's text fields as posted. */
    values: Record<string, string>;
    /** The cover photo field as posted (empty when none was chosen). */
    coverFile: FormDataEntryValue | null;
    actor: string;
    now?: Date;
  },
): Promise<PostFormOutcome> {
  const intent = INTENTS.find((known) => known === values.intent) ?? "save";
  const refuse = (
    errors: Record<string, string>,
    status: 400 | 404 | 413 | 429 = 400,
    extra: { photoId?: number | null; savedId?: number } = {},
  ): PostFormOutcome => ({ ok: false, status, errors, values, ...extra });
  const { db } = services;

  if (intent === "unpublish" || intent === "delete") {
    if (id === null) return refuse({ form: "Save the post first." });
    if (intent === "unpublish") {
      const result = await unpublishPost(db, { id, actor });
      return result.ok ? { ok: true, id, intent } : refuse(saveErrors(result), 404);
    }
    if (values.confirm !== "yes") return refuse({ form: "Confirm the deletion first." });
    if (!(await deletePost(db, { id, actor })))
      return refuse({ form: "This post no longer exists." }, 404);
    return { ok: true, id, intent };
  }

  const parsed = PostFormSchema.safeParse(values);
  const schedule = intent === "schedule" ? ScheduleSchema.safeParse(values) : null;
  let publishAt: Date | null = null;
  const scheduleError =
    schedule && !schedule.success
      ? contentFieldErrors(schedule.error)
      : schedule?.success
        ? (() => {
            publishAt = fromTeamLocalTime(schedule.data.publishAt);
            if (!publishAt) return { publishAt: "Publish on: choose a date and a time" };
            if (publishAt <= now) return { publishAt: "Publish on: choose a time in the future" };
            return null;
          })()
        : null;
  if (!parsed.success || scheduleError)
    return refuse({
      ...(parsed.success ? {} : contentFieldErrors(parsed.error)),
      ...scheduleError,
    });

  const storedAuthor = id === null ? null : ((await getPostForEditing(db, id))?.author ?? null);
  const authors = await postAuthors(db, storedAuthor);
  if (!authors.some((author) => author.key === parsed.data.author))
    return refuse({ author: "Author: choose one of the team's members" });

  const upload = await uploadChosenPhoto(services, { file: coverFile, slot: "blog", actor });
  if (upload && !upload.ok) return refuse({ coverFile: upload.message }, upload.status);
  const coverPhotoId = upload?.ok ? upload.id : parsed.data.coverPhotoId;
  if (!upload && coverPhotoId !== null && !(await isStoredPhoto(db, coverPhotoId)))
    return refuse({ coverFile: PHOTO_NOT_STORED }, 400, { photoId: null });

  const saved = await savePost(db, {
    id: id ?? undefined,
    fields: { ...parsed.data, coverPhotoId },
    actor,
    // A new post is in the language its editor was opened in ("New post in Chinese").
    created: { language: newPostLanguage(values.language), translationOf: null },
  });
  if (!saved.ok)
    return refuse(saveErrors(saved), saved.problem === "not-found" ? 404 : 400, {
      photoId: coverPhotoId,
    });

  if (intent === "publish" || intent === "schedule") {
    const result =
      intent === "publish"
        ? await publishPost(db, { id: saved.id, actor, now })
        : await schedulePost(db, { id: saved.id, at: publishAt ?? now, actor, now });
    if (!result.ok) {
      const errors =
        result.problem === "not-in-future"
          ? { publishAt: "Publish on: choose a time in the future" }
          : saveErrors(result);
      return refuse(
        {
          ...errors,
          form: SAVED_NOT_PUBLISHED,
        },
        400,
        { photoId: coverPhotoId, savedId: saved.id },
      );
    }
  }
  return { ok: true, id: saved.id, intent };
}
