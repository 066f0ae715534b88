import { Form, Link } from "react-router";
import type { Language } from "#domain/language.ts";
import { buttonClass, linkClass, Notice } from "./content-form.tsx";

/** How the workspace names a post's language (it is written in English for the team). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  "zh-Hans": "Chinese",
  "zh-Hant": "Chinese (Traditional)",
};

type Twin = { id: number; language: Language; title: string } | null;

/**
 * A post's language in its editor and its twin (issue 40): a link to the other version, or, on an
 * English post without one, "Add a Chinese version" (a draft linked to it, server/content/staff-posts.ts).
 */
export function PostLanguage({
  post,
  twin,
  twinProblem,
}: {
  post: { id: number; language: Language };
  twin: Twin;
  twinProblem: boolean;
}) {
  return (
    <section aria-label="Language" className="card flex flex-wrap items-center gap-3 px-3 py-2">
      <p>
        Written in <strong>{LANGUAGE_NAMES[post.language]}</strong>
        {post.language === "zh-Hans" && " (on /zh/blog)"}.
      </p>
      {twin ? (
        <Link to={`/staff/content/posts/${twin.id}`} className={linkClass}>
          Open the {LANGUAGE_NAMES[twin.language]} version: {twin.title}
        </Link>
      ) : post.language === "en" ? (
        <Form method="post" action={`/staff/content/posts/${post.id}`}>
          <button type="submit" name="intent" value="chinese" className={buttonClass}>
            Add a Chinese version
          </button>
        </Form>
      ) : (
        <span className="text-muted">A Chinese post of its own (no English version).</span>
      )}
      {twinProblem && (
        <Notice tone="error">
          A Chinese post already has this post's address: change that post's address, then add the
          Chinese version here.
        </Notice>
      )}
    </section>
  );
}
