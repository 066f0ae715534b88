import { NavLink } from "react-router";
import { PHOTO_ACCEPT } from "#domain/images/photo-upload.ts";

/**
 * The pieces of the Content section's forms: a labelled field with its message,
 * a labelled select, a photo field (file, current photo, alt text), the notice
 * of a refused save and the section's sub-navigation.
 */

export const inputClass =
  "mt-1 block min-h-11 w-full rounded-sm border border-line bg-white px-3 py-2 text-base aria-invalid:border-brand";

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-sm border border-line bg-white px-4 font-medium hover:bg-stone-warm";

export const primaryButtonClass = "btn-primary min-h-11";

export const linkClass = "inline-flex min-h-11 items-center font-medium text-brand underline";

/**
 * A field's name, value and message in a Content editor: what was typed when the
 * save was refused, else what is stored (a number as its text, none as empty).
 */
export function editorFields(
  errors: Record<string, string>,
  values: Record<string, string> | undefined,
) {
  const value = (name: string, stored: string | number | null | undefined) =>
    values?.[name] ?? (stored === null || stored === undefined ? "" : String(stored));
  const field = (name: string, stored: string | number | null | undefined) => ({
    name,
    defaultValue: value(name, stored),
    error: errors[name],
  });
  return { value, field };
}

/** How many fields a refused save marked (the form's own message is not one). */
export const markedFields = (errors: Record<string, string>) =>
  Object.keys(errors).filter((key) => key !== "form").length;

export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${name}-error`} className="mt-1 font-medium text-brand">
      {message}
    </p>
  );
}

type FieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  defaultValue?: string | number | null;
  type?: string;
  required?: boolean;
  multiline?: number;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  list?: string;
  className?: string;
  onInput?: (event: React.FormEvent<HTMLInputElement>) => void;
  inputRef?: React.Ref<HTMLInputElement>;
};

export function Field({
  label,
  name,
  error,
  hint,
  defaultValue,
  type = "text",
  required,
  multiline,
  inputMode,
  list,
  className = "",
  onInput,
  inputRef,
}: FieldProps) {
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id: name,
    name,
    required,
    defaultValue: defaultValue ?? "",
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={name} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={multiline} {...shared} />
      ) : (
        <input
          type={type}
          inputMode={inputMode}
          list={list}
          onInput={onInput}
          ref={inputRef}
          {...shared}
        />
      )}
      <FieldError name={name} message={error} />
    </div>
  );
}

/**
 * A photo: the one stored (kept unless another file is chosen), a file input
 * that takes a phone's camera roll or a laptop's files, and its alt text.
 */
export function PhotoField({
  label,
  fileName,
  idName,
  altName,
  photoId,
  preview,
  altValue,
  errors,
  requiredToPublish = false,
  withAlt = true,
}: {
  label: string;
  fileName: string;
  idName: string;
  altName: string;
  photoId: number | null;
  preview: string | null;
  altValue: string;
  errors: Record<string, string>;
  /** A post's cover: a draft saves without it, publishing needs the photo and its alt text. */
  requiredToPublish?: boolean;
  /** Off where the page writes the alt text itself (a listing's floor plan: "Floor plan of …"). */
  withAlt?: boolean;
}) {
  const fileError = errors[fileName] ?? errors[idName];
  const required = requiredToPublish ? "Required to publish (a draft saves without it). " : "";
  return (
    <fieldset className="grid gap-3 rounded-sm border border-line p-3">
      <legend className="px-1 font-medium">
        {label}
        {requiredToPublish && (
          <span className="font-normal text-muted text-sm"> (required to publish)</span>
        )}
      </legend>
      {photoId !== null && <input type="hidden" name={idName} value={photoId} />}
      {preview && (
        <img src={preview} alt="" className="aspect-[3/2] w-48 rounded-sm object-cover" />
      )}
      <div>
        <label htmlFor={fileName} className="font-medium">
          {preview ? `Replace the ${label.toLowerCase()}` : label}
        </label>
        <p id={`${fileName}-hint`} className="text-muted text-xs">
          {required}JPEG, PNG, WebP or HEIC, up to 20 MB. Location data in the photo is removed.
        </p>
        <input
          id={fileName}
          name={fileName}
          type="file"
          accept={PHOTO_ACCEPT}
          className={`${inputClass} file:mr-3 file:min-h-9 file:rounded-sm file:border-0 file:bg-stone-warm file:px-3`}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileName}-hint${fileError ? ` ${fileName}-error` : ""}`}
        />
        <FieldError name={fileName} message={fileError} />
      </div>
      {withAlt && (
        <Field
          label="Alt text"
          name={altName}
          hint={`${required}What the photo shows, for someone who cannot see it.`}
          defaultValue={altValue}
          error={errors[altName]}
        />
      )}
    </fieldset>
  );
}

/** A labelled select whose options are given as children. */
export function SelectField({
  label,
  name,
  defaultValue,
  error,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="font-medium">
        {label}
      </label>
      <select
        id={name}
        name={name}
        defaultValue={defaultValue}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      >
        {children}
      </select>
      <FieldError name={name} message={error} />
    </div>
  );
}

const SECTIONS = [
  { to: "/staff/content", label: "Blog posts", end: true },
  { to: "/staff/content/reviews", label: "Reviews", end: false },
] as const;

/** Blog posts, Reviews: the Content section's own tabs. */
export function ContentNav() {
  return (
    <nav aria-label="Content" className="flex flex-wrap gap-1 border-line border-b">
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.end}
          className={({ isActive }) =>
            `inline-flex min-h-11 items-center px-3 font-medium ${
              isActive ? "border-brand border-b-2 text-brand" : "text-ink hover:bg-stone-warm"
            }`
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A message about the whole form, or that it was saved. */
export function Notice({ tone, children }: { tone: "error" | "ok"; children: React.ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-sm border-l-4 px-3 py-2 ${
        tone === "error" ? "border-brand bg-brand-soft text-ink" : "border-green-700 bg-white"
      }`}
    >
      {children}
    </p>
  );
}

/**
 * Why a save was refused: the form's own message, else `unsaved`; shown only when
 * the action refused (a message for the form or a field marked). `children` follow.
 */
export function RefusedNotice({
  errors,
  unsaved,
  children,
}: {
  errors: Record<string, string>;
  unsaved: string;
  children?: React.ReactNode;
}) {
  if (!errors.form && markedFields(errors) === 0) return null;
  return (
    <Notice tone="error">
      {errors.form ?? unsaved}
      {children}
    </Notice>
  );
}
