/**
 * How an editor marks a Chinese field left empty (issue 40): the Chinese page shows the English
 * there, and the team sees which fields still lack a Chinese version. The listing and member
 * forms say it in the same words.
 */
export const EMPTY_CHINESE = "Empty: the Chinese page shows the English.";

/** The mark under an empty Chinese field of a form whose fields carry no hint of their own. */
export function EmptyChineseNote({ value }: { value: string | undefined }) {
  if (value?.trim()) return null;
  return (
    <p className="mt-1 text-sm text-amber-900" data-empty-chinese="">
      {EMPTY_CHINESE}
    </p>
  );
}
