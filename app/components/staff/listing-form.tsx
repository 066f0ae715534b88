import { Form } from "react-router";
import { TOWNS } from "#domain/forms/content-schemas.ts";
import { PHOTO_ACCEPT } from "#domain/images/photo-upload.ts";
import {
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
} from "#domain/listing.ts";
import { BodyField } from "./body-field.tsx";
import {
  editorFields,
  Field,
  FieldError,
  inputClass,
  PhotoField,
  primaryButtonClass,
  SelectField,
} from "./content-form.tsx";
import { EMPTY_CHINESE } from "./empty-chinese.tsx";

/**
 * The listing editor's fields (issue 41), for a new listing and a stored one: the address,
 * the facts, the words in English and 中文, the tour, the floor plan, the listing member and the
 * team's showing instructions; for a stored listing its status too. A plain multipart form that
 * saves without JavaScript; the description takes the post editor's rich-text editor once the
 * page runs.
 */

/** A listing as the form shows it: the stored row, numbers and lists as stored. */
export type ListingFormValues = Record<
  string,
  string | number | string[] | Date | null | undefined
>;

type Props = {
  action: string;
  stored: ListingFormValues | null;
  errors: Record<string, string>;
  values: Record<string, string> | undefined;
  /** Fair-housing warnings by field (headline, description, their Chinese twins): shown, never blocking. */
  warnings: Record<string, string | null>;
  members: { id: number; name: string }[];
  floorPlan: { id: number | null; preview: string | null };
};

const asText = (value: ListingFormValues[string]) =>
  Array.isArray(value) ? value.join("\n") : value instanceof Date ? value.toISOString() : value;

function Warning({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="note"
      className="mt-1 rounded-sm border border-amber-600 bg-amber-50 px-2 py-1"
    >
      {message}
    </p>
  );
}

export function ListingForm({
  action,
  stored,
  errors,
  values,
  warnings,
  members,
  floorPlan,
}: Props) {
  const { value, field } = editorFields(errors, values);
  const of = (name: string) => field(name, asText(stored?.[name]));
  // A Chinese field left empty: /zh/listings/… shows the English there; the team sees which.
  const emptyZh = (name: string, hint?: string) =>
    value(name, asText(stored?.[name])).trim()
      ? hint
      : [hint, EMPTY_CHINESE].filter(Boolean).join(" ");
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-label="Listing"
      className="grid gap-4 md:grid-cols-2"
    >
      <fieldset className="grid gap-3 md:col-span-2 md:grid-cols-2">
        <legend className="font-semibold text-lg">Address</legend>
        <Field label="Street" required {...of("street")} />
        <Field label="Unit (optional)" {...of("unit")} />
        <Field label="Town" required list="listing-towns" {...of("town")} />
        <datalist id="listing-towns">
          {TOWNS.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
        <Field label="ZIP" required inputMode="numeric" {...of("zip")} />
      </fieldset>

      <fieldset className="grid gap-3 md:col-span-2 md:grid-cols-2">
        <legend className="font-semibold text-lg">Status and price</legend>
        {stored ? (
          <div>
            <SelectField
              label="Status"
              name="status"
              defaultValue={value("status", asText(stored.status) as string)}
            >
              {LISTING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LISTING_STATUS_LABELS[status]}
                </option>
              ))}
            </SelectField>
            <FieldError name="status" message={errors.status} />
          </div>
        ) : (
          // A new listing starts as a draft: its photos need their alt text before it goes public.
          <input type="hidden" name="status" value="draft" />
        )}
        <SelectField
          label="Property type"
          name="propertyType"
          defaultValue={value("propertyType", asText(stored?.propertyType) as string)}
        >
          {LISTING_TYPES.map((type) => (
            <option key={type} value={type}>
              {LISTING_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <Field
          label="List price"
          required
          inputMode="numeric"
          hint="Whole dollars, e.g. 1195000 (a rental: a month)"
          {...of("listPrice")}
        />
        {stored && (
          <>
            <Field label="Sold price (when Sold)" inputMode="numeric" {...of("soldPrice")} />
            <Field label="Sold date (when Sold)" type="date" {...of("soldOn")} />
          </>
        )}
        <Field label="MLS number (optional)" {...of("mlsNumber")} />
      </fieldset>

      <fieldset className="grid gap-3 md:col-span-2 md:grid-cols-3">
        <legend className="font-semibold text-lg">Facts</legend>
        <Field label="Beds" inputMode="numeric" {...of("beds")} />
        <Field label="Full baths" inputMode="numeric" {...of("fullBaths")} />
        <Field label="Half baths" inputMode="numeric" {...of("halfBaths")} />
        <Field label="Living area (sq ft)" inputMode="numeric" {...of("livingArea")} />
        <Field label="Lot size (sq ft)" inputMode="numeric" {...of("lotSize")} />
        <Field label="Year built" inputMode="numeric" {...of("yearBuilt")} />
        <Field label="Parking" {...of("parking")} />
        <Field label="Heating and cooling" {...of("heatingCooling")} />
        <Field label="HOA or condo fee (a month)" inputMode="numeric" {...of("hoaFee")} />
        <Field label="Annual tax" inputMode="numeric" {...of("annualTax")} />
        <Field label="Tax fiscal year" inputMode="numeric" {...of("taxYear")} />
      </fieldset>

      <fieldset className="grid gap-3 md:col-span-2">
        <legend className="font-semibold text-lg">Words</legend>
        <div>
          <Field label="Headline" {...of("headline")} />
          <Warning id="headline-warning" message={warnings.headline} />
        </div>
        <BodyField
          name="description"
          label="Description"
          defaultValue={value("description", asText(stored?.description))}
          error={errors.description}
        >
          <Warning id="description-warning" message={warnings.description} />
        </BodyField>
        <Field label="Key features" hint="One a line." multiline={5} {...of("features")} />
        <Field
          label="中文 headline (optional)"
          hint={emptyZh("headlineZh")}
          {...of("headlineZh")}
        />
        <Warning id="headlineZh-warning" message={warnings.headlineZh} />
        <Field
          label="中文 description (optional)"
          hint={emptyZh("descriptionZh", "Markdown, as the description.")}
          multiline={6}
          {...of("descriptionZh")}
        />
        <Warning id="descriptionZh-warning" message={warnings.descriptionZh} />
        <Field
          label="中文 key features (optional)"
          hint={emptyZh("featuresZh", "One a line.")}
          multiline={4}
          {...of("featuresZh")}
        />
        <Warning id="featuresZh-warning" message={warnings.featuresZh} />
      </fieldset>

      <fieldset className="grid gap-3 md:col-span-2 md:grid-cols-2">
        <legend className="font-semibold text-lg">Tour, plan and team</legend>
        <Field
          label="Tour or video link (optional)"
          type="url"
          hint="YouTube, Vimeo or Matterport: the page loads it only when a visitor asks."
          {...of("tourUrl")}
        />
        <div>
          <label htmlFor="memberId" className="font-medium">
            Listing member
          </label>
          <select
            id="memberId"
            name="memberId"
            defaultValue={value("memberId", asText(stored?.memberId) as string)}
            className={inputClass}
          >
            <option value="">The team lead</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
          <FieldError name="memberId" message={errors.memberId} />
        </div>
        <div className="md:col-span-2">
          <PhotoField
            label="Floor plan"
            fileName="floorPlanFile"
            idName="floorPlanPhotoId"
            altName="floorPlanAlt"
            photoId={floorPlan.id}
            preview={floorPlan.preview}
            altValue=""
            errors={errors}
            withAlt={false}
          />
        </div>
        <Field
          label="Showing instructions (team only)"
          hint="Never on the site or in a visitor's mail."
          multiline={3}
          className="md:col-span-2"
          {...of("showingInstructions")}
        />
      </fieldset>

      {!stored && (
        <div className="md:col-span-2">
          <label htmlFor="photoFiles" className="font-medium">
            Photos
          </label>
          <p id="photoFiles-hint" className="text-muted text-xs">
            Choose several at once; the first is the cover. Describe each one next, under Photos.
          </p>
          <input
            id="photoFiles"
            name="photoFiles"
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            aria-describedby={`photoFiles-hint${errors.photoFiles ? " photoFiles-error" : ""}`}
            aria-invalid={errors.photoFiles ? true : undefined}
            className={`${inputClass} file:mr-3 file:min-h-9 file:rounded-sm file:border-0 file:bg-stone-warm file:px-3`}
          />
          <FieldError name="photoFiles" message={errors.photoFiles} />
        </div>
      )}

      <div className="md:col-span-2">
        <button
          type="submit"
          name="intent"
          value="save"
          className={`${primaryButtonClass} w-full sm:w-auto`}
        >
          {stored ? "Save" : "Save as a draft"}
        </button>
      </div>
    </Form>
  );
}
