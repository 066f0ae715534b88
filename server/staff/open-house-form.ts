/**
 * The workspace's open-house form on the server: the posted fields checked with the shared
 * schema, the photo stored, and every refusal as a message at its field. The route reads
 * the post (app/utils/forms/open-house-post.server.ts) and hands over what it holds.
 */
import { fieldErrorLists } from "#domain/forms/field-errors.ts";
import {
  type OPEN_HOUSE_FIELDS,
  type OpenHouseFormOptions,
  type OpenHouseInput,
  openHouseSchema,
} from "#domain/forms/open-house-schema.ts";
import { PhotoRejected } from "../content/photos.ts";
import { allowPhotoUpload, TOO_MANY_PHOTOS } from "../content/uploads.ts";
import type { Database } from "../db/client.ts";
import { getListing } from "../listings/history.ts";
import { createOpenHouse, type OpenHouse, updateOpenHouse } from "../open-houses.ts";
import type { RateLimiter } from "../rate-limiter.ts";

export type OpenHouseFormValues = Partial<Record<(typeof OPEN_HOUSE_FIELDS)[number], string>>;
/** What the form posted: its text fields (each cut to 1,000 characters) and the photo chosen, if one was. */
export type OpenHouseFormPost = {
  values: OpenHouseFormValues;
  photo?: { bytes: Buffer; fileName: string };
};
export type OpenHouseFormErrors = Partial<Record<string, string[]>>;

export type OpenHouseFormResult =
  | { status: "saved"; id: number; leadSourceId: number }
  | { status: "invalid"; fieldErrors: OpenHouseFormErrors; values: OpenHouseFormValues };

/** Checks and saves the form: a new open house, or `existing` edited. */
export async function saveOpenHouseForm(
  db: Database,
  { values, photo }: OpenHouseFormPost,
  options: OpenHouseFormOptions & {
    actor: string;
    existing?: OpenHouse;
    rateLimiter: RateLimiter;
  },
): Promise<OpenHouseFormResult> {
  const parsed = openHouseSchema(options).safeParse(values);
  if (!parsed.success)
    return { status: "invalid", fieldErrors: fieldErrorLists(parsed.error), values };
  const input: OpenHouseInput = parsed.data;
  // A hidden listing id from an old page, or typed: refused at the form, not by the foreign key.
  if (input.listingId !== null && !(await getListing(db, input.listingId)))
    return {
      status: "invalid",
      fieldErrors: {
        listingId: ["That listing is not stored any more: schedule it again from the listing."],
      },
      values,
    };
  if (photo && !(await allowPhotoUpload(options.rateLimiter, options.actor)))
    return { status: "invalid", fieldErrors: { photo: [TOO_MANY_PHOTOS] }, values };
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
