import { FIELD_MAX } from "#domain/lead.ts";
import { EmailField } from "./email-field.tsx";
import { Field } from "./field.tsx";

type Binding = { name: string; defaultValue?: string; errors?: string[]; autoFocus?: boolean };

/**
 * Who is writing, as the contact and home-value forms ask it: first and last
 * name side by side, then e-mail and phone (optional), posted as first_name,
 * last_name, email and phone. The labels are each form's own words.
 */
export function PersonFields({
  bind,
  labels,
  phonePlaceholder,
}: {
  bind: (name: string) => Binding;
  labels: { first: string; last: string };
  phonePlaceholder: string;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={labels.first}
          autoComplete="given-name"
          required
          maxLength={FIELD_MAX.name}
          {...bind("first_name")}
        />
        <Field
          label={labels.last}
          autoComplete="family-name"
          required
          maxLength={FIELD_MAX.name}
          {...bind("last_name")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField label="Email*" {...bind("email")} />
        <Field
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder={phonePlaceholder}
          maxLength={FIELD_MAX.phone}
          {...bind("phone")}
        />
      </div>
    </>
  );
}
