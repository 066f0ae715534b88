import type { PersonWords } from "#content/forms.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { EmailField } from "./email-field.tsx";
import { Field } from "./field.tsx";

type Binding = { name: string; defaultValue?: string; errors?: string[]; autoFocus?: boolean };

/**
 * Who is writing, as the contact and home-value forms ask it: the name's two fields side by side
 * (given name first, or 姓 before 名 for a Chinese reader: `familyNameFirst`), then e-mail and
 * phone (optional), posted as first_name, last_name, email and phone whatever their order. The
 * words are each form's own, in the page's language.
 */
export function PersonFields({
  bind,
  words,
}: {
  bind: (name: string) => Binding;
  words: PersonWords;
}) {
  const given = (
    <Field
      key="given"
      label={words.first}
      autoComplete="given-name"
      required
      maxLength={FIELD_MAX.name}
      {...bind("first_name")}
    />
  );
  const family = (
    <Field
      key="family"
      label={words.last}
      autoComplete="family-name"
      required
      maxLength={FIELD_MAX.name}
      {...bind("last_name")}
    />
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {words.familyNameFirst ? [family, given] : [given, family]}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField label={words.email} {...bind("email")} />
        <Field
          label={words.phone}
          type="tel"
          autoComplete="tel"
          placeholder={words.phonePlaceholder}
          maxLength={FIELD_MAX.phone}
          {...bind("phone")}
        />
      </div>
    </>
  );
}
