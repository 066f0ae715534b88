import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { OPEN_HOUSE_FIELDS } from "#domain/forms/open-house-schema.ts";
import type { OpenHouseFormPost, OpenHouseFormValues } from "#server/staff/open-house-form.ts";

/** The open-house form as posted (multipart, for its photo): what saveOpenHouseForm checks and saves. */
export async function readOpenHouseForm(request: Request): Promise<OpenHouseFormPost> {
  const form = await readStaffForm(request);
  const values: OpenHouseFormValues = {};
  for (const name of OPEN_HOUSE_FIELDS) {
    const value = form.get(name);
    // Cut before checking, so a huge field is never echoed back into the page whole.
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  const upload = form.get("photo");
  const photo =
    upload instanceof File && upload.size > 0
      ? { bytes: Buffer.from(await upload.arrayBuffer()), fileName: upload.name.slice(0, 200) }
      : undefined;
  return { values, photo };
}
