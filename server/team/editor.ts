/**
 * The changes the team lead makes under /staff/team: a member added or edited (her portrait
 * through the photo pipeline, server/content/photos.ts), moved up or down, hidden from /team
 * or shown, marked as having left or back. Each is one transaction with its audit entry and
 * the content version's bump, so every process's pages show it within a second
 * (server/content/version.ts).
 */
import { and, eq, max, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { fieldErrorLists } from "#domain/forms/field-errors.ts";
import { languageList, type MEMBER_FIELDS, MemberSchema } from "#domain/forms/team-schema.ts";
import { PhotoRejected, storePhoto } from "../content/photos.ts";
import { allowPhotoUpload, TOO_MANY_PHOTOS } from "../content/uploads.ts";
import { recordContentChange } from "../content/version.ts";
import type { Database } from "../db/client.ts";
import { teamMembers } from "../db/schema.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { listMembers } from "./members.ts";

export type MemberFormValues = Partial<Record<(typeof MEMBER_FIELDS)[number], string>>;

/** What the member form posted: its text fields, the languages ticked, the portrait chosen. */
export type MemberFormPost = {
  values: MemberFormValues;
  languages: string[];
  photo?: { bytes: Buffer; fileName: string };
};

export type MemberFormErrors = Partial<Record<string, string[]>>;

export type MemberFormResult =
  | { status: "saved"; id: number }
  | {
      status: "invalid";
      fieldErrors: MemberFormErrors;
      values: MemberFormValues;
      languages: string[];
    };

const TAKEN = "Another member already has this address";

/** Checks and saves the form: a new member, or member `existingId` edited. */
export async function saveMemberForm(
  db: Database,
  post: MemberFormPost,
  {
    actor,
    existingId,
    rateLimiter,
  }: { actor: string; existingId?: number; rateLimiter: RateLimiter },
): Promise<MemberFormResult> {
  const invalid = (fieldErrors: MemberFormErrors): MemberFormResult => ({
    status: "invalid",
    fieldErrors,
    values: post.values,
    languages: post.languages,
  });
  const parsed = MemberSchema.safeParse({
    ...post.values,
    languages: languageList(post.languages, post.values.otherLanguages ?? ""),
  });
  if (!parsed.success) return invalid(fieldErrorLists(parsed.error));
  const input = parsed.data;
  const [taken] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      existingId === undefined
        ? eq(teamMembers.email, input.email)
        : and(eq(teamMembers.email, input.email), ne(teamMembers.id, existingId)),
    );
  if (taken) return invalid({ email: [TAKEN] });

  // The one limit on every form that uploads a photo (issue 38).
  if (post.photo && !(await allowPhotoUpload(rateLimiter, actor)))
    return invalid({ photo: [TOO_MANY_PHOTOS] });
  let photoId: number | undefined;
  if (post.photo) {
    try {
      photoId = (await storePhoto(db, { ...post.photo, slot: "team", actor })).id;
    } catch (error) {
      if (error instanceof PhotoRejected) return invalid({ photo: [error.message] });
      throw error;
    }
  }
  const fields = {
    name: input.name,
    role: input.role,
    email: input.email,
    phone: input.phone || null,
    bio: input.bio,
    languages: input.languages,
    licence: input.licence || null,
    photoAlt: input.photoAlt || `Portrait of ${input.name}`,
    roleZh: input.roleZh,
    bioZh: input.bioZh,
    photoAltZh: input.photoAltZh,
    ...(photoId === undefined ? {} : { photoId }),
  };
  return db.transaction(async (tx) => {
    if (existingId !== undefined) {
      const [row] = await tx
        .update(teamMembers)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(teamMembers.id, existingId))
        .returning({ id: teamMembers.id });
      if (!row) throw new Error(`No member ${existingId} to edit`);
      await recordContentChange(tx, { actor, action: "edited a member", subject: input.name });
      return { status: "saved" as const, id: row.id };
    }
    const [last] = await tx.select({ position: max(teamMembers.position) }).from(teamMembers);
    const [row] = await tx
      .insert(teamMembers)
      // Her address as she was added is her byline's key: it never changes with her address.
      .values({ ...fields, key: input.email, position: (last?.position ?? -1) + 1 })
      .onConflictDoNothing()
      .returning({ id: teamMembers.id });
    if (!row) return invalid({ email: [TAKEN] });
    await recordContentChange(tx, { actor, action: "added a member", subject: input.name });
    return { status: "saved" as const, id: row.id };
  });
}

/** Moves a current member one place up or down among the current members; false at an end. */
export async function moveMember(
  db: Database,
  id: number,
  direction: "up" | "down",
  actor: string,
): Promise<boolean> {
  const order = await listMembers(db);
  const from = order.findIndex((member) => member.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  const moving = order[from];
  if (!moving || to < 0 || to >= order.length) return false;
  order.splice(from, 1);
  order.splice(to, 0, moving);
  await db.transaction(async (tx) => {
    for (const [position, member] of order.entries())
      await tx.update(teamMembers).set({ position }).where(eq(teamMembers.id, member.id));
    await recordContentChange(tx, {
      actor,
      action: `moved a member ${direction}`,
      subject: moving.name,
    });
  });
  return true;
}

export type MemberChange = "show" | "hide" | "left" | "back";

const CHANGES: Record<
  MemberChange,
  { set: PgUpdateSetSource<typeof teamMembers>; action: string }
> = {
  show: { set: { shown: true }, action: "showed a member on /team" },
  hide: { set: { shown: false }, action: "hid a member from /team" },
  // She keeps her row: her past posts keep her name; she is named nowhere else.
  left: { set: { leftAt: sql`now()` }, action: "marked a member as left" },
  back: { set: { leftAt: null }, action: "brought a member back" },
};

/** Shows, hides, marks as left or brings back a member; false when there is no such member. */
export async function changeMember(
  db: Database,
  id: number,
  change: MemberChange,
  actor: string,
): Promise<boolean> {
  const { set, action } = CHANGES[change];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamMembers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(teamMembers.id, id))
      .returning({ name: teamMembers.name });
    if (!row) return false;
    await recordContentChange(tx, { actor, action, subject: row.name });
    return true;
  });
}
