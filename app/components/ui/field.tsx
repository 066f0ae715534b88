import { useId, useState } from "react";
import { FIELD_ERROR_CLASS, fieldErrorId } from "#app/utils/forms/field-markup.ts";

type FieldProps = {
  label: string;
  name: string;
  errors?: string[];
  /** Rendered instead of an <input> (e.g. a <select> or <textarea>); receives the wiring props. */
  render?: (props: ControlProps) => React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">;

type ControlProps = {
  id: string;
  name: string;
  className: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  /** The page opens on this control (the server's answer to a post, with a message here). */
  autoFocus: boolean | undefined;
};

// The red border follows `aria-invalid`, which the browser's check sets too (app/enhance/check-before-posting.ts).
const CONTROL_CLASS =
  "block min-h-11 w-full rounded-sm border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 aria-[invalid=true]:border-red-700";

/**
 * A labelled form control with its error text below it, wired for assistive
 * technology. A field's error clears once the visitor edits that field; the
 * next submission's errors (a new list) show again.
 */
export function Field({
  label,
  name,
  errors,
  render,
  required,
  autoFocus,
  ...inputProps
}: FieldProps) {
  const id = useId();
  const errorId = fieldErrorId(id);
  const [editedSince, setEditedSince] = useState<string[] | undefined>();
  const invalid = Boolean(errors?.length) && editedSince !== errors;
  const control: ControlProps = {
    id,
    name,
    className: CONTROL_CLASS,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    autoFocus,
  };
  return (
    <div onInput={invalid ? () => setEditedSince(errors) : undefined}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {render ? render(control) : <input {...inputProps} {...control} required={required} />}
      {invalid ? (
        <p id={errorId} className={FIELD_ERROR_CLASS}>
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
