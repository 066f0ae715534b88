import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { MEMBER_FIELDS } from "#domain/forms/team-schema.ts";
import type { MemberFormPost, MemberFormValues } from "#server/team/editor.ts";

/** The member form as posted (multipart, for the portrait): what saveMemberForm checks and saves. */
export async function readMemberForm(request: Request): Promise<MemberFormPost> {
  const form = await readStaffForm(request);
  const values: MemberFormValues = {};
  for (const name of MEMBER_FIELDS) {
    const value = form.get(name);
    // Cut before checking, so a huge field is never echoed back into the page whole.
    if (typeof value === "string") values[name] = value.slice(0, 4000);
  }
  const languages = form
    .getAll("languages")
    .flatMap((value) => (typeof value === "string" ? [value.slice(0, 100)] : []))
    .slice(0, 20);
  const upload = form.get("photo");
  const photo =
    upload instanceof File && upload.size > 0
      ? { bytes: Buffer.from(await upload.arrayBuffer()), fileName: upload.name.slice(0, 200) }
      : undefined;
  return { values, languages, photo };
}
