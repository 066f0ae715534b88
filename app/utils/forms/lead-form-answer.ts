import { useActionData } from "react-router";
import { type FormResult, WHOLE_FORM } from "#domain/forms/form-result.ts";

/**
 * What a public lead form shows: the server's answer to the visitor's post. The
 * forms are on HTML-only pages (docs/decisions/023), so that answer is the page
 * itself, drawn from the route action's data: the values she sent, the messages
 * at their fields, the outcome. The check before posting is a browser module
 * (app/enhance/check-before-posting.ts); without JavaScript the server's is the check.
 */
export function useLeadFormAnswer() {
  const result = useActionData<FormResult>();
  const errors = result?.status === "invalid" ? result.fieldErrors : {};
  /** Values to show again after a post that was not stored. */
  const values = result && result.status !== "success" ? (result.values ?? {}) : {};
  const focus = answerFocus(result);
  return {
    /**
     * A field's name, its value to show again, its messages, and whether the page opens on it,
     * for <Field {...bind("email")} />.
     */
    bind: (name: string) => ({
      name,
      defaultValue: values[name],
      errors: errors[name],
      autoFocus: focus === name || undefined,
    }),
    values,
    result,
    /** The page opens on the outcome's message (an answer with no field to correct). */
    focusStatus: focus === STATUS,
  };
}
export type LeadFormAnswer = ReturnType<typeof useLeadFormAnswer>;

/** Where the server's answer to a post opens: the outcome's message. */
const STATUS = Symbol("status");

/**
 * Where a page rendered as the answer to a post takes the visitor: to the first
 * field to correct, or to the outcome (sent, failed, too many). The page opens
 * there by itself (`autofocus`), with or without JavaScript, and only after a
 * post: a page merely visited opens at its top. The schemas check the fields in
 * the form's order, so the first field with a message is the first in the form.
 */
function answerFocus(answer: FormResult | undefined): string | typeof STATUS | undefined {
  if (!answer) return undefined;
  if (answer.status !== "invalid") return STATUS;
  const first = Object.entries(answer.fieldErrors).find(([, messages]) => messages?.length)?.[0];
  return first === undefined || first === WHOLE_FORM ? STATUS : first;
}
