/**
 * The fields of a list's filter form (/staff/leads): each a small label over its control, the
 * control a full-width 44 px tall box, its value the one the page was asked for.
 */
import type { ReactNode } from "react";

export const FILTER_INPUT_CLASS =
  "block min-h-11 w-full rounded-sm border border-line bg-white px-2 text-sm focus:border-brand";

export function FilterSelect({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value: string | undefined;
  /** The options, the first the one that filters nothing. */
  children: ReactNode;
}) {
  return (
    <label>
      <span className="text-muted text-xs">{label}</span>
      <select name={name} defaultValue={value ?? ""} className={FILTER_INPUT_CLASS}>
        {children}
      </select>
    </label>
  );
}

/** A typed filter: a search box or a date. */
export function FilterInput({
  label,
  name,
  value,
  type,
  className,
}: {
  label: string;
  name: string;
  value: string | undefined;
  type: "search" | "date";
  /** The field's place in the form's grid. */
  className?: string;
}) {
  return (
    <label className={className}>
      <span className="text-muted text-xs">{label}</span>
      <input type={type} name={name} defaultValue={value ?? ""} className={FILTER_INPUT_CLASS} />
    </label>
  );
}

/** A text filter that suggests the values there are (any other may be typed). */
export function FilterSuggest({
  label,
  name,
  value,
  suggestions,
}: {
  label: string;
  name: string;
  value: string | undefined;
  suggestions: readonly { value: string; label?: string }[];
}) {
  const listId = `${name}-suggestions`;
  return (
    <label>
      <span className="text-muted text-xs">{label}</span>
      <input name={name} list={listId} defaultValue={value ?? ""} className={FILTER_INPUT_CLASS} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value} label={suggestion.label} />
        ))}
      </datalist>
    </label>
  );
}
