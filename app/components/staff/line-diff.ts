/** One line of a comparison: kept, removed (only in the older text) or added (only in the newer). */
export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

/**
 * A line diff of two texts (longest common subsequence), as a revision's
 * comparison with the one before it shows. Posts are a few hundred lines at
 * most, so the quadratic table is small; past LIMIT lines the two texts are
 * shown as removed then added, whole.
 */
const LIMIT = 2_000;

export function diffLines(older: string, newer: string): DiffLine[] {
  const a = older === "" ? [] : older.split("\n");
  const b = newer === "" ? [] : newer.split("\n");
  if (a.length > LIMIT || b.length > LIMIT)
    return [
      ...a.map((text) => ({ kind: "removed" as const, text })),
      ...b.map((text) => ({ kind: "added" as const, text })),
    ];
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!)
      lines.push({ kind: "removed", text: a[i++]! });
    else lines.push({ kind: "added", text: b[j++]! });
  }
  while (i < a.length) lines.push({ kind: "removed", text: a[i++]! });
  while (j < b.length) lines.push({ kind: "added", text: b[j++]! });
  return lines;
}
