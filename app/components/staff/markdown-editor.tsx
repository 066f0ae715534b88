import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { Markdown } from "@tiptap/markdown";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import { PHOTO_ACCEPT } from "#domain/images/photo-upload.ts";
import { cleanPastedHtml } from "./paste-cleanup.ts";

/**
 * The post body's rich-text editor (Tiptap), writing Markdown: headings, lists,
 * links, bold and italic, quotes, photos with alt text, tables. Loaded only by
 * the workspace's post editor, with a dynamic import (body-field.tsx), so no
 * public page's scripts hold it. Every change is written to the form's Markdown
 * field, which the form posts as it would without JavaScript.
 */
export default function MarkdownEditor({
  initialMarkdown,
  labelledBy,
  describedBy,
  onChange,
}: {
  initialMarkdown: string;
  labelledBy: string;
  describedBy?: string;
  onChange: (markdown: string) => void;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Markdown has no underline; code blocks stay (the renderer keeps them).
        underline: false,
        link: {
          openOnClick: false,
          // Off: an autolinking mark is "inclusive", so words typed after a link would join it.
          autolink: false,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          isAllowedUri: (url, context) =>
            /^(https?:|mailto:|tel:|\/)/i.test(url) && context.defaultValidate(url),
        },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
      Markdown,
    ],
    content: initialMarkdown,
    contentType: "markdown",
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class:
          "prose-site max-h-[70vh] min-h-72 max-w-none overflow-y-auto rounded-b-sm border border-line bg-white px-3 py-2 text-base focus:outline-2 focus:outline-brand",
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getMarkdown()),
  });
  if (!editor) return null;
  return (
    <div data-testid="body-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

const toolButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 font-medium hover:bg-stone-warm aria-pressed:bg-brand-soft aria-pressed:text-brand";

type Panel = "link" | "photo" | null;

function Toolbar({ editor }: { editor: Editor }) {
  const [panel, setPanel] = useState<Panel>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
      table: current.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void, text = label) => (
    <button
      type="button"
      className={toolButton}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={run}
    >
      {text}
    </button>
  );
  return (
    <div className="rounded-t-sm border border-line border-b-0 bg-cream">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 p-1">
        {button("Heading", active.h2, () => chain().toggleHeading({ level: 2 }).run(), "H2")}
        {button("Subheading", active.h3, () => chain().toggleHeading({ level: 3 }).run(), "H3")}
        {button("Bold", active.bold, () => chain().toggleBold().run(), "B")}
        {button("Italic", active.italic, () => chain().toggleItalic().run(), "I")}
        {button("Bulleted list", active.bullets, () => chain().toggleBulletList().run(), "• List")}
        {button(
          "Numbered list",
          active.numbers,
          () => chain().toggleOrderedList().run(),
          "1. List",
        )}
        {button("Quote", active.quote, () => chain().toggleBlockquote().run(), "“ Quote")}
        {button("Link", active.link, () => setPanel(panel === "link" ? null : "link"))}
        {button("Photo", undefined, () => setPanel(panel === "photo" ? null : "photo"))}
        {active.table
          ? button("Remove table", undefined, () => chain().deleteTable().run())
          : button("Table", undefined, () =>
              chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            )}
      </div>
      {panel === "link" && <LinkPanel editor={editor} close={() => setPanel(null)} />}
      {panel === "photo" && <PhotoPanel editor={editor} close={() => setPanel(null)} />}
    </div>
  );
}

const panelInput =
  "mt-1 block min-h-11 w-full rounded-sm border border-line bg-white px-3 text-base";

/** The link of the selected text: set, change or remove (no nested form: the editor is inside one). */
function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(editor.getAttributes("link").href ?? "");
  const [error, setError] = useState("");
  const apply = () => {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return close();
    }
    if (!/^(https?:\/\/|mailto:|tel:|\/)/i.test(value)) {
      setError("Start the address with https://, mailto:, tel: or /");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    close();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-line border-t p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-href`} className="font-medium">
          Link address
        </label>
        <input
          id={`${id}-href`}
          type="url"
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
          className={panelInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 font-medium text-brand">
            {error}
          </p>
        )}
      </div>
      <button type="button" className="btn-primary min-h-11" onClick={apply}>
        Apply link
      </button>
    </div>
  );
}

/** Uploads a photo through the pipeline and puts it in the body with its alt text. */
function PhotoPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<{ field: "file" | "alt"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const insert = async () => {
    if (!file) return setError({ field: "file", message: "Choose a photo." });
    if (!alt.trim()) return setError({ field: "alt", message: "Alt text is required." });
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.set("photo", file);
      const response = await fetch("/staff/content/photos", { method: "POST", body });
      const answer = (await response.json().catch(() => ({}))) as { src?: string; error?: string };
      if (!response.ok || !answer.src) {
        setError({
          field: "file",
          message:
            answer.error ??
            (response.status === 401
              ? "Your session has ended: log in again, then add the photo."
              : "The photo could not be uploaded. Check that you are online, then try again."),
        });
        return;
      }
      editor.chain().focus().setImage({ src: answer.src, alt: alt.trim() }).run();
      close();
    } catch {
      setError({
        field: "file",
        message: "The photo could not be uploaded: the connection failed.",
      });
    } finally {
      setBusy(false);
    }
  };
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2 border-line border-t p-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-file`} className="font-medium">
          Photo for the body
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={panelInput}
          aria-invalid={error?.field === "file" ? true : undefined}
          aria-describedby={error?.field === "file" ? errorId : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="font-medium">
          Alt text of the photo
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          className={panelInput}
          aria-invalid={error?.field === "alt" ? true : undefined}
          aria-describedby={error?.field === "alt" ? errorId : undefined}
        />
      </div>
      <button
        type="button"
        className="btn-primary min-h-11"
        onClick={insert}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? "Uploading…" : "Insert photo"}
      </button>
      {error && (
        <p id={errorId} role="alert" className="font-medium text-brand sm:col-span-3">
          {error.message}
        </p>
      )}
    </div>
  );
}
