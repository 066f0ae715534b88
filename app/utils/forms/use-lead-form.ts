import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type * as z from "zod/mini";
import { type FieldErrors, type FormResult, WHOLE_FORM } from "./form-result.ts";
import { useFocusFirstInvalid } from "./use-focus-first-invalid.ts";

/**
 * The browser side of a lead form: validates with the shared schema before
 * posting, submits without a page load, and resets the form after success
 * (LeadForm shows the outcome from `result`). Without JavaScript the same form posts normally and the
 * page renders the action's result.
 *
 * `loadSchema` imports the schema on demand: zod reaches the browser only
 * when someone uses the form.
 */
export function useLeadForm(loadSchema: () => Promise<z.ZodMiniType>) {
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const result = fetcher.data ?? actionData;
  // The page the server rendered as the answer to a post without JavaScript (or one sent before
  // the framework came): until the framework sends another, the answer is this page's own.
  const pageAnswer = fetcher.data === undefined ? actionData : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  useEffect(() => {
    // Resetting also renews the form token (FormGuards): the next lead is a new one.
    if (fetcher.state === "idle" && fetcher.data?.status === "success") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const prepareForm = () => void loadSchema();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const [schema, { fieldErrors }] = await Promise.all([loadSchema(), import("./fields.ts")]);
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setClientErrors(fieldErrors(parsed.error));
      return;
    }
    setClientErrors(null);
    await fetcher.submit(form);
  };

  const serverErrors = result?.status === "invalid" ? result.fieldErrors : undefined;
  // The page's own answer took the visitor there in its HTML (`autoFocus`), and she may have
  // moved on by the time the framework hydrates it: only a later answer moves focus.
  useFocusFirstInvalid(
    formRef,
    clientErrors ?? (fetcher.data?.status === "invalid" ? fetcher.data.fieldErrors : undefined),
  );
  const errors = clientErrors ?? serverErrors ?? {};
  /** Values to show again after a failed no-JavaScript submission. */
  const values = result && result.status !== "success" ? (result.values ?? {}) : {};
  const focus = answerFocus(pageAnswer);
  return {
    fetcher,
    formRef,
    tokenRef,
    onSubmit,
    busy: fetcher.state !== "idle",
    /** Call when the visitor starts using the form, so validation is ready in time. */
    prepare: prepareForm,
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
    errors,
    values,
    result,
    /** The page is the server's answer to a post: true while it shows that answer. */
    answeredByPage: pageAnswer !== undefined,
    /** The page opens on the outcome's message (a page answer with no field to correct). */
    focusStatus: focus === STATUS,
  };
}

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
