import { CircleAlert, CircleCheck } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import type { FormResult } from "#domain/forms/form-result.ts";

export type NoticeKind = "success" | "error";

const noticeTone: Record<NoticeKind, { frame: string; icon: React.ReactNode }> = {
  success: {
    // Green, not the brand's red: red reads as an error next to the error messages.
    frame: "border-emerald-700 bg-emerald-50 text-ink",
    icon: <SvgIcon icon={CircleCheck} className="size-5 text-emerald-700" />,
  },
  error: {
    frame: "border-red-800 bg-white text-red-900",
    icon: <SvgIcon icon={CircleAlert} className="size-5 text-red-800" />,
  },
};

type NoticeProps = {
  kind: NoticeKind;
  message: string;
  /**
   * The page opens on the message: it is the server's answer to a post. A
   * message that appears later is announced by the live region instead.
   */
  autoFocus?: boolean;
};

/**
 * The site's one designed feedback message: in the flow of the page beside
 * what it is about (never over the fixed header), a green accent for
 * success. Renders its live region even when empty, so a message that a
 * browser module writes later is announced.
 */
export function FormNotice({ kind, message, autoFocus }: NoticeProps) {
  return (
    <div role="status" className="scroll-mt-header empty:hidden">
      {message ? <Notice kind={kind} message={message} autoFocus={autoFocus} /> : null}
    </div>
  );
}

/** The message itself, without its live region (a form's page also carries one in a template). */
function Notice({ kind, message, autoFocus }: NoticeProps) {
  const tone = noticeTone[kind];
  return (
    <div
      data-notice={kind}
      // Focusable by the page only, never in the Tab order; no ring: it is read, not operated.
      tabIndex={autoFocus ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: only on the server's answer to the visitor's own post
      autoFocus={autoFocus}
      className={`flex items-start gap-3 rounded-sm border-l-4 px-4 py-3 text-sm font-medium shadow-sm focus:outline-none ${tone.frame}`}
    >
      {/* Level with the first line of the message. */}
      <span className="mt-0.5 shrink-0">{tone.icon}</span>
      <p className="flex-1 leading-relaxed">{message}</p>
    </div>
  );
}

/**
 * The form's failure words as its status would show them, kept in a template: what the page
 * shows when a send from the page gets no answer from the app (app/enhance/send-in-page.ts).
 */
export function SendFailureNotice({ message }: { message: string }) {
  return (
    <template data-send-failure="">
      <Notice kind="error" message={message} />
    </template>
  );
}

/** The words for a form's last outcome, or "" when there is nothing to say. */
export function resultMessage(
  result: FormResult | undefined,
  messages: { success: string; failure: string },
): string {
  switch (result?.status) {
    case "success":
      return messages.success;
    case "failure":
      return messages.failure;
    case "rate-limited":
      return result.message;
    case "invalid":
      return "Please correct the highlighted fields.";
    default:
      return "";
  }
}

/** The outcome of the last post, in the page the server answers it with. */
export function FormStatus({
  result,
  messages,
  autoFocus,
}: {
  result: FormResult | undefined;
  messages: { success: string; failure: string };
  autoFocus?: boolean;
}) {
  return (
    <FormNotice
      kind={result?.status === "success" ? "success" : "error"}
      message={resultMessage(result, messages)}
      autoFocus={autoFocus}
    />
  );
}
