import type { useLeadForm } from "#app/utils/forms/use-lead-form.ts";
import { FormPrivacyNote } from "../notices/form-privacy-note.tsx";
import { FormGuards } from "./form-guards.tsx";
import { FormStatus } from "./form-status.tsx";

type LeadFormProps = {
  /** What `useLeadForm` returned for this form. */
  form: ReturnType<typeof useLeadForm>;
  label: string;
  messages: { success: string; failure: string };
  submitLabel: string;
  busyLabel: string;
  /** The route URL to post to; by default the route the form is rendered in. */
  action?: string;
  className?: string;
  buttonClassName?: string;
  children: React.ReactNode;
};

/**
 * The frame every lead form shares: a plain post form (so it works without
 * JavaScript), its hidden guards, the fields, the outcome in words, the submit
 * button with its busy text, and the toast area.
 */
export function LeadForm({
  form,
  label,
  messages,
  submitLabel,
  busyLabel,
  action,
  className = "",
  buttonClassName = "btn-primary w-full",
  children,
}: LeadFormProps) {
  const { fetcher, formRef, tokenRef, onSubmit, prepare, busy, result, toaster } = form;
  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      className={`relative grid gap-5 ${className}`}
      aria-label={label}
    >
      <FormGuards tokenRef={tokenRef} />
      {children}
      <FormStatus result={result} messages={messages} />
      <div>
        <button type="submit" className={buttonClassName} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      <FormPrivacyNote />
      {toaster}
    </fetcher.Form>
  );
}
