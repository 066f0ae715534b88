import { useEffect, useRef, useState } from "react";
import { ENHANCE_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { BUSY_LABEL_ATTRIBUTE } from "#app/enhance/check-before-posting.ts";
import type { FormResult } from "#app/utils/forms/form-result.ts";
import type { useLeadForm } from "#app/utils/forms/use-lead-form.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
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
  /**
   * The browser module that checks the form before it posts on an HTML-only
   * page (`…/x.ts?browser-module`, app/enhance/); a page React draws checks it
   * with `useLeadForm` instead.
   */
  enhance?: string;
  className?: string;
  buttonClassName?: string;
  children: React.ReactNode;
};

/**
 * The frame every lead form shares: a plain post form (so it works without
 * JavaScript), its hidden guards, the fields, the outcome in words above the
 * submit button with its busy text. The outcome is cleared as soon as the
 * visitor edits the form again or closes it.
 */
export function LeadForm({
  form,
  label,
  messages,
  submitLabel,
  busyLabel,
  action,
  enhance,
  className = "",
  buttonClassName = "btn-primary w-full",
  children,
}: LeadFormProps) {
  const { fetcher, formRef, tokenRef, onSubmit, prepare, busy, result, answeredByPage } = form;
  // Each answer is a new object, so remembering the one the visitor dismissed
  // hides it without hiding the next.
  const [dismissed, setDismissed] = useState<FormResult | undefined>();
  const shown = result === dismissed ? undefined : result;
  const dismiss = () => setDismissed(result);
  const hydrated = useHydrated();
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A new outcome is brought into view (the page keeps it clear of the fixed header). The
    // page's own answer opened where it should (`autoFocus`): hydrating it moves nothing.
    if (shown && !answeredByPage)
      statusRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [shown, answeredByPage]);
  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={prepare}
      onInput={shown ? dismiss : undefined}
      noValidate
      className={`relative grid gap-5 ${className}`}
      aria-label={label}
      {...{ [ENHANCE_ATTRIBUTE]: enhance }}
    >
      <FormGuards tokenRef={tokenRef} />
      {children}
      <div ref={statusRef}>
        <FormStatus
          result={shown}
          messages={messages}
          autoFocus={form.focusStatus}
          onDismiss={
            hydrated
              ? () => {
                  dismiss();
                  formRef.current?.querySelector<HTMLElement>("[type=submit]")?.focus();
                }
              : undefined
          }
        />
      </div>
      <div>
        <button
          type="submit"
          className={buttonClassName}
          disabled={busy}
          {...{ [BUSY_LABEL_ATTRIBUTE]: busyLabel }}
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      <FormPrivacyNote />
    </fetcher.Form>
  );
}
