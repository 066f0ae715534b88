/**
 * A form's error messages in another language than the schema's (issue 40). The schemas in
 * domain/forms/ carry the specification's English words; a page in another language replaces
 * each message by its code (what went wrong) and its field, from that language's catalogue
 * (content/zh/forms.ts), on the server and, read from the page, in the browser, so the schemas
 * stay free of languages and one set of words serves both sides.
 */
import { formatInteger } from "#domain/format.ts";
import type { FieldErrors } from "./form-result.ts";

/** What went wrong with a field, whatever the words. */
export type ErrorCode =
  | "required"
  | "too-long"
  | "not-allowed"
  | "link"
  | "email"
  | "phone"
  | "choose";

/** The `params.kind` of the schemas' own checks (fields.ts), read back as their code. */
export const CHECK_KIND = {
  notAllowed: "not-allowed",
  link: "link",
  phone: "phone",
} as const satisfies Record<string, ErrorCode>;

/**
 * A form's messages in one language: a template per code ({field}: the field's name as
 * `fields` says it; {max}: the longest length allowed) and, per posted name, the field's name.
 */
export type ErrorWords = { messages: Record<ErrorCode, string>; fields: Record<string, string> };

/** One issue as zod (or zod/mini) reports it: what the code is read from. */
type Issue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
  params?: { kind?: unknown };
};

function codeOf(issue: Issue): ErrorCode {
  switch (issue.code) {
    case "too_big":
      return "too-long";
    case "invalid_format":
      return "email";
    case "invalid_value":
    case "invalid_union":
      return "choose";
    case "custom": {
      const kind = Object.values(CHECK_KIND).find((code) => code === issue.params?.kind);
      return kind ?? "not-allowed";
    }
    default:
      // invalid_type (not posted) and too_small (empty once trimmed)
      return "required";
  }
}

/** One issue's message in `words`' language. */
export function wordedMessage(issue: Issue, words: ErrorWords): string {
  const name = String(issue.path[0] ?? "");
  const max = typeof issue.maximum === "number" ? formatInteger(issue.maximum) : "";
  return words.messages[codeOf(issue)]
    .replaceAll("{field}", words.fields[name] ?? "")
    .replaceAll("{max}", max);
}

/** Each field's messages in `words`' language, keyed by posted name as `fieldErrors` keys them. */
export function wordedFieldErrors(error: { issues: readonly Issue[] }, words: ErrorWords) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "form");
    errors[name] = [...(errors[name] ?? []), wordedMessage(issue, words)];
  }
  return errors as FieldErrors;
}
