import type { FormResult } from "#app/utils/forms/form-result.ts";

/**
 * The outcome of the last submission as text in the page, so it is seen
 * without JavaScript too (with JavaScript a toast says the same).
 */
export function FormStatus({
  result,
  messages,
}: {
  result: FormResult | undefined;
  messages: { success: string; failure: string };
}) {
  const text =
    result?.status === "success"
      ? messages.success
      : result?.status === "failure"
        ? messages.failure
        : result?.status === "rate-limited"
          ? result.message
          : result?.status === "invalid"
            ? "Please correct the highlighted fields."
            : "";
  const tone = result?.status === "success" ? "text-emerald-800" : "text-red-800";
  return (
    <p role="status" className={`text-sm font-medium empty:hidden ${tone}`}>
      {text}
    </p>
  );
}
