import { Form } from "react-router";
import {
  type SaveProblem,
  SaveProblemMessage,
  saveProblemOf,
} from "#app/components/staff/save-problem.tsx";
import { Field } from "#app/components/ui/field.tsx";
import {
  OPEN_HOUSE_NOTE_MAX,
  OPEN_HOUSE_TOWNS,
  OTHER_TOWN,
} from "#domain/forms/open-house-schema.ts";
import { EmptyChineseNote } from "./empty-chinese.tsx";
import { FormSubmit } from "./form-submit.tsx";
import { PhotoFileField } from "./photo-file-field.tsx";

type Values = Partial<Record<string, string>>;
type Errors = Partial<Record<string, string[]>>;

/**
 * What the form shows after a post: the action's refusal (what was typed, at its fields), a post
 * that got no answer (staffClientAction), or, before any post, the page's own values.
 */
export function openHouseFormState(actionData: unknown, values: Values) {
  const invalid = isRefusal(actionData) ? actionData : undefined;
  return {
    values: invalid?.values ?? values,
    errors: invalid?.fieldErrors ?? {},
    problem: saveProblemOf(actionData),
  };
}

const isRefusal = (
  answer: unknown,
): answer is { status: "invalid"; values: Values; fieldErrors: Errors } =>
  typeof answer === "object" &&
  answer !== null &&
  "status" in answer &&
  answer.status === "invalid";

/**
 * The open house's fields, new or edited: the property, the time in Boston, the hosting
 * member, the listing's facts, the photo and the note for guests. A plain multipart form
 * posted to its route's action; every refusal comes back at its field.
 */
export function OpenHouseForm({
  values,
  errors,
  staffEmails,
  hosts,
  submitLabel,
  hasPhoto,
  problem,
}: {
  values: Values;
  errors: Errors;
  staffEmails: readonly string[];
  /** A member's name by address, where the team list knows it. */
  hosts: Record<string, string>;
  submitLabel: string;
  hasPhoto: boolean;
  /** Why the last post was not saved, when it got no answer from the action (staffClientAction). */
  problem: SaveProblem["problem"] | null;
}) {
  const text = (name: string) => ({ name, defaultValue: values[name] ?? "", errors: errors[name] });
  // The note for guests, in English or in Chinese: a few lines, at most the schema's length.
  const note = (name: string, lang?: string) => ({
    ...text(name),
    render: (control: object) => (
      <textarea
        {...control}
        lang={lang}
        rows={3}
        maxLength={OPEN_HOUSE_NOTE_MAX}
        defaultValue={values[name] ?? ""}
      />
    ),
  });
  const townIsOther = values.town === OTHER_TOWN;
  const firstError = Object.keys(errors)[0];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="card grid max-w-3xl gap-5 p-5"
      aria-label="Open house"
      noValidate
    >
      {firstError && (
        <p role="alert" className="font-medium text-red-800">
          Please correct the fields marked below.
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <legend className="mb-2 font-semibold text-base">The property</legend>
        <Field label="Street address" autoComplete="off" required {...text("street")} />
        <Field label="Unit (optional)" autoComplete="off" {...text("unit")} />
        <Field
          label="Town"
          {...text("town")}
          render={(control) => (
            <select {...control} defaultValue={values.town ?? ""}>
              <option value="">Choose the town</option>
              {OPEN_HOUSE_TOWNS.map((town) => (
                <option key={town} value={town}>
                  {town}
                </option>
              ))}
              <option value={OTHER_TOWN}>Another town (type it below)</option>
            </select>
          )}
        />
        <Field label="ZIP code" inputMode="numeric" maxLength={5} required {...text("zip")} />
        <Field
          label={townIsOther ? "The other town" : "Another town (if not in the list)"}
          {...text("otherTown")}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-base">When (Boston time)</legend>
        <Field label="Date" type="date" required {...text("day")} />
        <Field label="Starts" type="time" required {...text("start")} />
        <Field label="Ends" type="time" required {...text("end")} />
      </fieldset>
      <Field
        label="Hosting member"
        {...text("host")}
        render={(control) => (
          <select {...control} defaultValue={values.host ?? ""}>
            <option value="">Choose who hosts</option>
            {staffEmails.map((email) => (
              <option key={email} value={email}>
                {hosts[email] ? `${hosts[email]} (${email})` : email}
              </option>
            ))}
          </select>
        )}
      />
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 font-semibold text-base">The listing (optional)</legend>
        {values.listingId && (
          <p className="sm:col-span-4">
            <input type="hidden" name="listingId" value={values.listingId} />
            From the team's listing: without a photo chosen below, its cover is the open house's
            photo.
          </p>
        )}
        <div className="sm:col-span-4">
          <Field label="Listing link" type="url" {...text("listingUrl")} />
        </div>
        <Field label="Price ($)" inputMode="numeric" {...text("price")} />
        <Field label="Beds" inputMode="numeric" {...text("beds")} />
        <Field label="Baths" inputMode="decimal" {...text("baths")} />
        <Field label="Square feet" inputMode="numeric" {...text("squareFeet")} />
      </fieldset>
      <PhotoFileField
        label={hasPhoto ? "Replace the photo (optional)" : "Photo of the property (optional)"}
        errors={errors.photo}
      />
      <Field label="A short note for guests (optional)" {...note("note")} />
      <Field label="中文 note for guests (optional)" {...note("noteZh", "zh-Hans")} />
      <EmptyChineseNote value={values.noteZh} />
      {problem && (
        <SaveProblemMessage
          problem={problem}
          what="The open house"
          kept="Everything you typed is still here."
        />
      )}
      <FormSubmit label={submitLabel} />
    </Form>
  );
}
