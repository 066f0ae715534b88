import { diffArrays } from "diff";

/** One line of a comparison: kept, removed (only in the older text) or added (only in the newer). */
export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

/**
 * Lines changed at most before a comparison gives up: then the two texts are shown
 * as removed then added, whole. A post is a few hundred lines, and an edit touches
 * a few of them; the bound keeps a pasted-over book from holding the loader.
 */
const MAX_CHANGED_LINES = 2_000;

/** A line diff of two texts (jsdiff's, on their lines), as a revision's comparison with the one before it shows. */
export function diffLines(older: string, newer: string): DiffLine[] {
  const a = older === "" ? [] : older.split("\n");
  const b = newer === "" ? [] : newer.split("\n");
  const changes = diffArrays(a, b, { maxEditLength: MAX_CHANGED_LINES }) ?? [
    { removed: true, added: false, value: a },
    { removed: false, added: true, value: b },
  ];
  return changes.flatMap(({ added, removed, value }) => {
    const kind = added ? "added" : removed ? "removed" : "same";
    return value.map((text) => ({ kind, text }));
  });
}
