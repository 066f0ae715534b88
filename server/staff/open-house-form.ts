/**
 * The workspace's open-house form on the server: the posted fields checked with the shared
 * schema, the photo read from the upload, and every refusal as a message at its field.
 */
import {
  OPEN_HOUSE_FIELDS,
  type OpenHouseFormOptions,
  type OpenHouseInput,
  openHouseSchema,
} from "#domain/forms/open-house-schema.ts";
import { PhotoRejected } from "../content/photos.ts";
import type { Database } from "../db/client.ts";
import { createOpenHouse, type OpenHouse, updateOpenHouse } from "../open-houses.ts";
import { readStaffForm } from "./request.ts";

export type OpenHouseFormValues = Partial<Record<(typeof OPEN_HOUSE_FIELDS)[number], string>>;
export type OpenHouseFormErrors = Partial<Record<string, string[]>>;

export type OpenHouseFormResult =
  | { status: "saved"; id: number; leadSourceId: number }
  | { status: "invalid"; fieldErrors: OpenHouseFormErrors; values: OpenHouseFormValues };

/** Reads, checks and saves the form: a new open house, or `existing` edited. */
export async function saveOpenHouseForm(
  db: Database,
  request: Request,
  options: OpenHouseFormOptions & { actor: string; existing?: OpenHouse },
): Promise<OpenHouseFormResult> {
  const form = await readStaffForm(request);
  const values: OpenHouseFormValues = {};
  for (const name of OPEN_HOUSE_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  const parsed = openHouseSchema(options).safeParse(values);
  const upload = form.get("photo");
  const photo =
    upload instanceof File && upload.size > 0
      ? { bytes: Buffer.from(await upload.arrayBuffer()), fileName: upload.name.slice(0, 200) }
      : undefined;
  if (!parsed.success) {
    const fieldErrors: OpenHouseFormErrors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    return { status: "invalid", fieldErrors, values };
  }
  const input: OpenHouseInput = parsed.data;
  try {
    if (options.existing) {
      await updateOpenHouse(db, options.existing.id, input, { actor: options.actor, photo });
      return {
        status: "saved",
        id: options.existing.id,
        leadSourceId: options.existing.leadSourceId,
      };
    }
    const created = await createOpenHouse(db, input, { actor: options.actor, photo });
    return { status: "saved", id: created.id, leadSourceId: created.leadSourceId };
  } catch (error) {
    if (error instanceof PhotoRejected) {
      return { status: "invalid", fieldErrors: { photo: [error.message] }, values };
    }
    throw error;
  }
}
