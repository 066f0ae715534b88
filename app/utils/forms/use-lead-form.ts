import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "./fields.ts";
import type { FormResult } from "./form-result.ts";

/**
 * The browser side of a lead form: validates with the shared schema before
 * posting, submits without a page load, toasts the outcome, and resets the
 * form (with a fresh token) after success. Without JavaScript the same form
 * posts normally and the page renders the action's result.
 */
export function useLeadForm(schema: z.ZodType, messages: { success: string; failure: string }) {
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const result = fetcher.data ?? actionData;
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status === "success") {
      toast.success(messages.success);
      formRef.current?.reset();
      if (tokenRef.current) tokenRef.current.value = crypto.randomUUID();
    } else if (fetcher.data.status === "failure" || fetcher.data.status === "rate-limited") {
      toast.error(fetcher.data.status === "failure" ? messages.failure : fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data, messages]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
      return;
    }
    setClientErrors(null);
  };

  const serverErrors = result?.status === "invalid" ? result.fieldErrors : undefined;
  return {
    fetcher,
    formRef,
    tokenRef,
    onSubmit,
    busy: fetcher.state !== "idle",
    errors: clientErrors ?? serverErrors ?? {},
    /** Values to show again after a failed no-JavaScript submission. */
    values: result && result.status !== "success" ? (result.values ?? {}) : {},
    result,
  };
}
