import { useId, useState } from "react";

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

const controlClass = (invalid: boolean) =>
  `block min-h-11 w-full rounded-sm border bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
    invalid ? "border-red-700" : "border-line"
  }`;

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
  const errorId = `${id}-error`;
  const [editedSince, setEditedSince] = useState<string[] | undefined>();
  const invalid = Boolean(errors?.length) && editedSince !== errors;
  const control: ControlProps = {
    id,
    name,
    className: controlClass(invalid),
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
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
