import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FieldError } from "./content-form.tsx";

// Its own chunk, fetched only when a post is being edited: Tiptap and its Markdown
// parser never reach a public page's scripts (tests/e2e/staff-content-guard.spec.ts checks).
const MarkdownEditor = lazy(() => import("./markdown-editor.tsx"));

/**
 * The post's Body. In the server's HTML, and without JavaScript, a textarea
 * holding Markdown, which the form posts. Once the page runs, the rich-text
 * editor takes its place and writes its Markdown into that same textarea
 * (hidden, still posted), so the action reads one field either way.
 */
export function BodyField({
  defaultValue,
  error,
  name = "body",
  label = "Body",
  children,
}: {
  defaultValue: string;
  error?: string;
  /** The field's name and id: a listing's description uses the same editor (issue 41). */
  name?: string;
  label?: string;
  /** Shown under the field: a warning about its words. */
  children?: React.ReactNode;
}) {
  const hintId = `${name}-hint`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  // What the textarea held when the editor took over (typed before hydration, or restored).
  const [initial, setInitial] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setInitial(textarea.current?.value ?? defaultValue);
  }, [defaultValue]);
  const describedBy = [hintId, error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label id={`${name}-label`} htmlFor={name} className="font-medium">
        {label}
      </label>
      <p id={hintId} className="text-muted text-xs">
        {ready
          ? "Headings, lists, links, photos and tables from the toolbar; a paste from Word or Google Docs keeps its structure, not its fonts."
          : "Markdown: ## for a heading, - for a list item, [words](https://…) for a link, ![alt text](address) for a photo."}
      </p>
      <textarea
        ref={textarea}
        id={name}
        name={name}
        rows={16}
        defaultValue={defaultValue}
        hidden={ready}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-sm border border-line bg-white px-3 py-2 font-mono text-sm"
      />
      {initial !== null && (
        <Suspense fallback={null}>
          <div className={ready ? "mt-1" : "hidden"}>
            <EditorWhenLoaded
              initialMarkdown={initial}
              labelledBy={`${name}-label`}
              describedBy={describedBy}
              onReady={() => setReady(true)}
              onChange={(markdown) => {
                if (textarea.current) textarea.current.value = markdown;
              }}
            />
          </div>
        </Suspense>
      )}
      {children}
      <FieldError name={name} message={error} />
    </div>
  );
}

/** The editor, telling its field once it has rendered (the textarea then hides). */
function EditorWhenLoaded({
  onReady,
  ...props
}: {
  initialMarkdown: string;
  labelledBy: string;
  describedBy: string;
  onReady: () => void;
  onChange: (markdown: string) => void;
}) {
  // Once, when the editor's module has arrived: onReady only flips a flag.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run on mount only
  useEffect(() => onReady(), []);
  return <MarkdownEditor {...props} />;
}
