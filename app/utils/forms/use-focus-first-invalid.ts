import { type RefObject, useEffect } from "react";
import type { FieldErrors } from "#domain/forms/form-result.ts";

/** What `Field` marks a control with while its message shows. */
const INVALID_CONTROL = '[aria-invalid="true"]';

/**
 * After a submission with field messages, moves focus to the first control
 * marked invalid and brings it, its label and its message into view. The
 * messages sit beside their fields, so on a tall form (the kiosk at 1024x768,
 * a phone) they are otherwise above the fold while focus stays on the submit
 * button and nothing visible changes. `errors` must be a new object per
 * submission (a repeated submission with the same mistakes moves focus again).
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  errors: FieldErrors | null | undefined,
) {
  useEffect(() => {
    if (!errors || !Object.values(errors).some((messages) => messages?.length)) return;
    const control = formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL);
    if (!control) return;
    control.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The control's wrapper holds its label and message: centred, all three show.
    (control.parentElement ?? control).scrollIntoView({
      block: "center",
      behavior: reduceMotion ? "auto" : "smooth",
    });
  }, [formRef, errors]);
}
