import { Form, Link } from "react-router";
import type { Language } from "#domain/language.ts";
import { buttonClass, linkClass, Notice } from "./content-form.tsx";

/** How the workspace names a post's language (it is written in English for the team). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  "zh-Hans": "Chinese",
  "zh-Hant": "Chinese (Traditional)",
};

type Twin = { id: number; language: Language; title: string };

/** The scripts an English post may add a version in, and the button that adds each. */
const ADD_VERSION = [
  { language: "zh-Hans", intent: "chinese", label: "Add a Chinese version" },
  { language: "zh-Hant", intent: "traditional", label: "Add a Chinese (Traditional) version" },
] as const;

/**
 * A post's language in its editor and its twins (issue 40): a link to each other version, and on
 * an English post a button for each script it has no version in yet (a draft linked to it,
 * server/content/staff-posts.ts). A Simplified post without a Traditional one is shown converted
 * on /zh-hant/blog: her own Traditional version replaces the conversion.
 */
export function PostLanguage({
  post,
  twins,
  twinProblem,
}: {
  post: { id: number; language: Language };
  twins: readonly Twin[];
  twinProblem: boolean;
}) {
  const missing = ADD_VERSION.filter(
    (script) => !twins.some((twin) => twin.language === script.language),
  );
  return (
    <section aria-label="Language" className="card flex flex-wrap items-center gap-3 px-3 py-2">
      <p>
        Written in <strong>{LANGUAGE_NAMES[post.language]}</strong>
        {post.language === "zh-Hans" && " (on /zh/blog, and converted on /zh-hant/blog)"}
        {post.language === "zh-Hant" && " (on /zh-hant/blog)"}.
      </p>
      {twins.map((twin) => (
        <Link key={twin.id} to={`/staff/content/posts/${twin.id}`} className={linkClass}>
          Open the {LANGUAGE_NAMES[twin.language]} version: {twin.title}
        </Link>
      ))}
      {post.language === "en"
        ? missing.length > 0 && (
            <Form
              method="post"
              action={`/staff/content/posts/${post.id}`}
              className="flex flex-wrap gap-3"
            >
              {missing.map((script) => (
                <button
                  key={script.intent}
                  type="submit"
                  name="intent"
                  value={script.intent}
                  className={buttonClass}
                >
                  {script.label}
                </button>
              ))}
            </Form>
          )
        : twins.length === 0 && (
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
