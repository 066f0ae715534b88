import { Field } from "#app/components/ui/field.tsx";
import { PHOTO_ACCEPT } from "#domain/images/photo-upload.ts";

/** A form's one photo, posted as `photo` (the member's portrait, the open house's property). */
export function PhotoFileField({ label, errors }: { label: string; errors?: string[] }) {
  return <Field label={label} type="file" accept={PHOTO_ACCEPT} name="photo" errors={errors} />;
}
