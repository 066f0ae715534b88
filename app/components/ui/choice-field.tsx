import { Field } from "./field.tsx";

export type Choice = { value: string; label: string };

/** Choices from their values, each labelled by `labels` or, without it, by its value. */
export const choicesOf = <V extends string>(values: readonly V[], labels?: Record<V, string>) =>
  values.map((value): Choice => ({ value, label: labels?.[value] ?? value }));

/**
 * A labelled select of choices, wired as Field wires its control, for
 * `<ChoiceField label="…" choices={…} {...bind("name")} />`: it opens on the
 * value posted again (`defaultValue`), else `fallback`; `placeholder` is a first
 * empty option, for an answer that is optional or not yet given.
 */
export function ChoiceField({
  label,
  choices,
  placeholder,
  required,
  fallback = "",
  ...binding
}: {
  label: string;
  choices: readonly Choice[];
  placeholder?: string;
  required?: boolean;
  fallback?: string;
  name: string;
  defaultValue?: string;
  errors?: string[];
  autoFocus?: boolean;
}) {
  return (
    <Field
      label={label}
      {...binding}
      render={(control) => (
        <select {...control} required={required} defaultValue={binding.defaultValue ?? fallback}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
