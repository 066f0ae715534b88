import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type * as z from "zod/mini";
import type { FieldErrors, FormResult } from "./form-result.ts";
import { useFocusFirstInvalid } from "./use-focus-first-invalid.ts";

/**
 * The browser side of a lead form: validates with the shared schema before
 * posting, submits without a page load, and resets the form after success
 * (LeadForm shows the outcome from `result`). Without JavaScript the same form posts normally and the
 * page renders the action's result.
 *
 * `loadSchema` imports the schema on demand: zod reaches the browser only
 * when someone uses the form (see docs/decisions/004).
 */
export function useLeadForm(loadSchema: () => Promise<z.ZodMiniType>) {
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const result = fetcher.data ?? actionData;
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
  useFocusFirstInvalid(formRef, clientErrors ?? serverErrors);
  const errors = clientErrors ?? serverErrors ?? {};
  /** Values to show again after a failed no-JavaScript submission. */
  const values = result && result.status !== "success" ? (result.values ?? {}) : {};
  return {
    fetcher,
    formRef,
    tokenRef,
    onSubmit,
    busy: fetcher.state !== "idle",
    /** Call when the visitor starts using the form, so validation is ready in time. */
    prepare: prepareForm,
    /** A field's name, its value to show again and its messages, for <Field {...bind("email")} />. */
    bind: (name: string) => ({ name, defaultValue: values[name], errors: errors[name] }),
    errors,
    values,
    result,
  };
}
