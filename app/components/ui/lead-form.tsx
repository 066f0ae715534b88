import { useRef } from "react";
import { useFormAction } from "react-router";
import { ENHANCE_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { BUSY_LABEL_ATTRIBUTE, ERROR_WORDS_ATTRIBUTE } from "#app/enhance/check-before-posting.ts";
import type { LeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import type { ErrorWords } from "#domain/forms/error-words.ts";
import { FormPrivacyNote } from "../notices/form-privacy-note.tsx";
import { FormGuards } from "./form-guards.tsx";
import { FormStatus, SendFailureNotice } from "./form-status.tsx";

type LeadFormProps = {
  /** The server's answer to the last post (useLeadFormAnswer). */
  form: LeadFormAnswer;
  label: string;
  messages: { success: string; failure: string };
  submitLabel: string;
  busyLabel: string;
  /** The route URL to post to; by default the route the form is rendered in. */
  action?: string;
  /**
   * The browser module that checks the form before it posts
   * (`…/x.ts?browser-module`, app/enhance/): it also shows `busyLabel` while it posts.
   */
  enhance: string;
  className?: string;
  buttonClassName?: string;
  /** The page's messages when its language is not the schema's (check-before-posting.ts reads them). */
  errorWords?: ErrorWords | null;
  children: React.ReactNode;
};

/**
 * The frame every lead form shares: a plain post form (it works without
 * JavaScript; its page is HTML-only), its hidden guards, the fields, the
 * outcome in words above the submit button, and the browser module that checks
 * it before it posts.
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
  errorWords,
  children,
}: LeadFormProps) {
  const tokenRef = useRef<HTMLInputElement>(null);
  // The route's own action, as the framework addresses it (an index route's carries `?index`).
  const routeAction = useFormAction();
  return (
    <form
      method="post"
      action={action ?? routeAction}
      noValidate
      className={`relative grid gap-5 ${className}`}
      aria-label={label}
      {...{ [ENHANCE_ATTRIBUTE]: enhance }}
      {...(errorWords ? { [ERROR_WORDS_ATTRIBUTE]: JSON.stringify(errorWords) } : {})}
    >
      <FormGuards tokenRef={tokenRef} />
      {children}
      <FormStatus result={form.result} messages={messages} autoFocus={form.focusStatus} />
      <SendFailureNotice message={messages.failure} />
      <div>
        <button
          type="submit"
          className={buttonClassName}
          {...{ [BUSY_LABEL_ATTRIBUTE]: busyLabel }}
        >
          {submitLabel}
        </button>
      </div>
      <FormPrivacyNote />
    </form>
  );
}
