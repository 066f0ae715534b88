import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type * as z from "zod/mini";
import { useToaster } from "../use-toaster.tsx";
import type { FieldErrors, FormResult } from "./form-result.ts";

/**
 * The browser side of a lead form: validates with the shared schema before
 * posting, submits without a page load, toasts the outcome, and resets the
 * form after success. Without JavaScript the same form posts normally and the
 * page renders the action's result.
 *
 * `loadSchema` imports the schema on demand: zod reaches the browser only
 * when someone uses the form (see docs/decisions/004).
 */
export function useLeadForm(
  loadSchema: () => Promise<z.ZodMiniType>,
  messages: { success: string; failure: string },
) {
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const result = fetcher.data ?? actionData;
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const { toaster, prepare, toast } = useToaster();

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status === "success") {
      void toast("success", messages.success);
      // Resetting also renews the form token (FormGuards): the next lead is a new one.
      formRef.current?.reset();
    } else if (fetcher.data.status === "failure" || fetcher.data.status === "rate-limited") {
      void toast(
        "error",
        fetcher.data.status === "failure" ? messages.failure : fetcher.data.message,
      );
    }
  }, [fetcher.state, fetcher.data, messages, toast]);

  const prepareForm = () => {
    prepare();
    void loadSchema();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    prepare();
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
  const errors = clientErrors ?? serverErrors ?? {};
  /** Values to show again after a failed no-JavaScript submission. */
  const values = result && result.status !== "success" ? (result.values ?? {}) : {};
  return {
    fetcher,
    formRef,
    tokenRef,
    onSubmit,
    busy: fetcher.state !== "idle",
    /** Render once inside the form: the lazily loaded toast area. */
    toaster,
    /** Call when the visitor starts using the form, so validation and toasts are ready in time. */
    prepare: prepareForm,
    /** A field's name, its value to show again and its messages, for <Field {...bind("email")} />. */
    bind: (name: string) => ({ name, defaultValue: values[name], errors: errors[name] }),
    errors,
    values,
    result,
  };
}
