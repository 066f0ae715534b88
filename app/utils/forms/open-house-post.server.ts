import { type AppLoadContext, data, redirect } from "react-router";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { OPEN_HOUSE_FIELDS } from "#domain/forms/open-house-schema.ts";
import type { OpenHouse } from "#server/open-houses.ts";
import {
  type OpenHouseFormPost,
  type OpenHouseFormValues,
  saveOpenHouseForm,
} from "#server/staff/open-house-form.ts";

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

/**
 * The new and edit pages' save: the posted form checked and saved (with `existing`, as an edit),
 * then the open house's page; refused, the form's answer with what was typed.
 */
export async function saveOpenHousePost(
  request: Request,
  context: AppLoadContext,
  { actor, existing }: { actor: string; existing?: OpenHouse },
) {
  const result = await saveOpenHouseForm(context.db, await readOpenHouseForm(request), {
    now: new Date(),
    staffEmails: context.staff.team,
    actor,
    rateLimiter: context.rateLimiter,
    ...(existing && {
      existing,
      previous: { startsAt: existing.startsAt, endsAt: existing.endsAt },
    }),
  });
  if (result.status === "saved") throw redirect(`/staff/open-houses/${result.leadSourceId}`);
  return data(result, { status: 400 });
}
