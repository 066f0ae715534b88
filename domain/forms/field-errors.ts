/** What a failed parse reports, from zod or zod/mini alike. */
type ParseError = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Each field's messages from a failed parse, keyed by the field's name ("form" for the whole form). */
export function fieldErrorLists(error: ParseError): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    lists[key] = [...(lists[key] ?? []), issue.message];
  }
  return lists;
}
