import { Form, Link } from "react-router";
import { buttonClass, ContentNav, primaryButtonClass } from "./content-form.tsx";

/**
 * The page pieces the Content section's editors and lists share: the question
 * before a removal, the save row, and a list's heading (the way back is BackLink).
 */

/**
 * The question asked before a post, home or review is removed: a yes that posts
 * `intent=delete` with `confirm=yes` to the editor, and a way back to it.
 */
export function ConfirmRemoval({
  here,
  heading,
  yes,
  children,
}: {
  here: string;
  heading: React.ReactNode;
  yes: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-lg gap-4">
      <h1 className="text-2xl">{heading}</h1>
      {children}
      <Form method="post" action={here} className="flex flex-wrap gap-2">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" name="intent" value="delete" className={primaryButtonClass}>
          {yes}
        </button>
        <Link to={here} className={buttonClass}>
          Keep it
        </Link>
      </Form>
    </div>
  );
}

/** An editor's last row: save, and for a stored item the link that asks before removing it. */
export function SaveRow({
  here,
  save,
  remove,
}: {
  here: string;
  save: string;
  /** The removal link's text; none for an item not stored yet. */
  remove?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2 md:col-span-2">
      <button type="submit" name="intent" value="save" className={primaryButtonClass}>
        {save}
      </button>
      {remove && (
        <Link to={`${here}?delete`} className={`${buttonClass} text-brand`}>
          {remove}
        </Link>
      )}
    </div>
  );
}

/** A Content list's heading, the link that adds one more, and the section's tabs. */
export function ContentListHeader({ add, addLabel }: { add: string; addLabel: string }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl">Content</h1>
        <Link to={add} className="btn-primary min-h-11">
          {addLabel}
        </Link>
      </div>
      <ContentNav />
    </>
  );
}

/** The link of an item in a Content list to its editor. */
export const itemLinkClass =
  "inline-flex min-h-11 items-center font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-brand";
