import { Form } from "react-router";
import { Field } from "#app/components/ui/field.tsx";
import { FIELD_ERROR_CLASS } from "#app/utils/forms/field-markup.ts";
import { COMMON_LANGUAGES } from "#domain/team.ts";
import { EmptyChineseNote } from "./empty-chinese.tsx";
import { FormSubmit } from "./form-submit.tsx";
import { PhotoFileField } from "./photo-file-field.tsx";

type Values = Partial<Record<string, string>>;
type Errors = Partial<Record<string, string[]>>;

/**
 * A member's profile, new or edited: who she is, how to reach her, the languages she speaks
 * (ticked, or typed), her licence, her portrait and bio; her role, bio and portrait's
 * description in Chinese beside the English, each marked while empty (issue 40). A plain multipart form posted to its
 * route's action; every refusal comes back at its field with what was typed.
 */
export function MemberForm({
  values,
  languages,
  errors,
  hasPhoto,
  submitLabel,
}: {
  values: Values;
  languages: readonly string[];
  errors: Errors;
  hasPhoto: boolean;
  submitLabel: string;
}) {
  const text = (name: string) => ({ name, defaultValue: values[name] ?? "", errors: errors[name] });
  const bio = (name: string) => ({
    ...text(name),
    render: (control: object) => (
      <textarea {...control} rows={6} defaultValue={values[name] ?? ""} />
    ),
  });
  const others = languages.filter(
    (language) => !(COMMON_LANGUAGES as readonly string[]).includes(language),
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="card grid max-w-3xl gap-5 p-5"
      aria-label="Team member"
      noValidate
    >
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="font-medium text-red-800">
          Please correct the fields marked below.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" autoComplete="off" required {...text("name")} />
        <Field label="E-mail" type="email" autoComplete="off" required {...text("email")} />
        <Field label="Role" autoComplete="off" required {...text("role")} />
        <div>
          <Field label="中文 role (optional)" autoComplete="off" {...text("roleZh")} />
          <EmptyChineseNote value={values.roleZh} />
        </div>
        <Field label="Phone (optional)" type="tel" autoComplete="off" {...text("phone")} />
      </div>
      <fieldset aria-describedby={errors.languages ? "languages-error" : undefined}>
        <legend className="mb-2 font-medium text-ink text-sm">Languages she speaks</legend>
        <div className="flex flex-wrap gap-x-4">
          {COMMON_LANGUAGES.map((language) => (
            <label key={language} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="languages"
                value={language}
                defaultChecked={languages.includes(language)}
                className="size-5"
              />
              {language}
            </label>
          ))}
        </div>
        {errors.languages && (
          <p id="languages-error" className={FIELD_ERROR_CLASS}>
            {errors.languages.join(" ")}
          </p>
        )}
      </fieldset>
      <Field
        label="Other languages (separated by commas)"
        autoComplete="off"
        name="otherLanguages"
        defaultValue={values.otherLanguages ?? others.join(", ")}
        errors={errors.otherLanguages}
      />
      <Field label="Licence number (optional)" autoComplete="off" {...text("licence")} />
      <PhotoFileField
        label={hasPhoto ? "Replace the portrait (optional)" : "Portrait (optional)"}
        errors={errors.photo}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Portrait description (optional)" autoComplete="off" {...text("photoAlt")} />
        <div>
          <Field
            label="中文 portrait description (optional)"
            autoComplete="off"
            {...text("photoAltZh")}
          />
          <EmptyChineseNote value={values.photoAltZh} />
        </div>
        <Field label="Short bio (a blank line between paragraphs)" {...bio("bio")} />
        <div>
          <Field label="中文 bio (optional)" {...bio("bioZh")} />
          <EmptyChineseNote value={values.bioZh} />
        </div>
      </div>
      <FormSubmit label={submitLabel} />
    </Form>
  );
}
