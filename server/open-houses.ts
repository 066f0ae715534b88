/**
 * Open houses as records (issue 31): created, edited and cancelled in /staff; read by the
 * sign-in page, the kiosk, the printed sign, the public list and the guest's thank-you.
 * Each owns one event lead source (docs/decisions/033-open-house-records.md): its sign-ins
 * are that source's submissions, so the inbox, the CSV and the events list need no change.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { site } from "#content/site.ts";
import { teamYear } from "#domain/dates.ts";
import type { OpenHouseInput } from "#domain/forms/open-house-schema.ts";
import { uploadedImageUrl } from "#domain/images/image-slots.ts";
import { photoUrl } from "#domain/images/photo-ref.ts";
import type { Language } from "#domain/language.ts";
import {
  fullAddress,
  makeOpenHouseCode,
  openHouseFigures,
  openHouseName,
  openHouseWhen,
  propertyFacts,
} from "#domain/open-house.ts";
import { storePhoto } from "./content/photos.ts";
import { recordContentChange } from "./content/version.ts";
import type { Database, Transaction } from "./db/client.ts";
import { type GuestMailOpenHouse, leadSources, openHouses, photos } from "./db/schema.ts";
import { coverPhotoId } from "./listings/photos.ts";
import { memberCardOf, memberWithAddress, type TeamMember } from "./team/members.ts";

/** The width of a host's portrait as the sign, the kiosk and the thank-you draw it (the team slot's smallest). */
const HOST_PHOTO_WIDTH = 320;

/** The photo slot of a property: 4:3, up to 1200 px wide (domain/images/image-slots.json). */
export const OPEN_HOUSE_PHOTO_SLOT = "feature" as const;

export type HostCard = {
  name: string;
  role: string | null;
  /** Her role in Chinese, empty where she wrote none (domain/team.ts, shownIn). */
  roleZh: string;
  phone: { display: string; e164: string };
  email: string;
  /** Her portrait's file, or null when she has none. */
  photo: string | null;
};

/**
 * The hosting member's card: her name, role, phone and portrait from the team's table
 * (`members`, server/team/members.ts). A host with no profile there (an address only in
 * STAFF_EMAILS, or a member who has since left) is shown as the team: its name and office
 * phone, with her address, never her address alone as a name.
 */
export function hostCard(
  email: string,
  members: readonly TeamMember[],
  language?: Language,
): HostCard {
  const member = memberWithAddress(members, email);
  if (!member)
    return { name: site.name, role: null, roleZh: "", phone: site.phone, email, photo: null };
  const card = memberCardOf(member, language);
  return {
    name: card.name,
    role: card.role,
    roleZh: card.roleZh,
    phone: card.phone,
    email: card.email,
    photo: card.photo ? photoUrl(card.photo, HOST_PHOTO_WIDTH, "jpg") : null,
  };
}

export type OpenHouse = {
  id: number;
  code: string;
  leadSourceId: number;
  street: string;
  unit: string | null;
  town: string;
  zip: string;
  startsAt: Date;
  endsAt: Date;
  hostEmail: string;
  listingUrl: string | null;
  price: number | null;
  beds: number | null;
  baths: number | null;
  squareFeet: number | null;
  /** The listing it was created from (issue 41), or null. */
  listingId: number | null;
  note: string;
  noteZh: string;
  cancelledAt: Date | null;
  /** The photo's content hash (its variants' address), or null without a photo. */
  photoHash: string | null;
  leadSourceName: string;
};

const columns = {
  id: openHouses.id,
  code: openHouses.code,
  leadSourceId: openHouses.leadSourceId,
  street: openHouses.street,
  unit: openHouses.unit,
  town: openHouses.town,
  zip: openHouses.zip,
  startsAt: openHouses.startsAt,
  endsAt: openHouses.endsAt,
  hostEmail: openHouses.hostEmail,
  listingUrl: openHouses.listingUrl,
  price: openHouses.price,
  beds: openHouses.beds,
  baths: openHouses.baths,
  squareFeet: openHouses.squareFeet,
  listingId: openHouses.listingId,
  note: openHouses.note,
  noteZh: openHouses.noteZh,
  cancelledAt: openHouses.cancelledAt,
  photoHash: photos.hash,
  leadSourceName: leadSources.name,
};

const selectOpenHouses = (db: Database | Transaction) =>
  db
    .select(columns)
    .from(openHouses)
    .innerJoin(leadSources, eq(leadSources.id, openHouses.leadSourceId))
    .leftJoin(photos, eq(photos.id, openHouses.photoId));

/** The photo at a width of its slot (480, 800, 1200), JPEG so the print and every mail client read it. */
export const openHousePhotoUrl = (hash: string, width: 480 | 800 | 1200 = 800) =>
  uploadedImageUrl(hash, width, "jpg");

/**
 * The lead source's name: '2026 - 12 Elm Street, Newton, Sun Nov 29 (K7M3P)', unique by the
 * code; people read it without the year and the code (`eventNameOf`, domain/event-source.ts).
 */
const sourceName = (house: Pick<OpenHouse, "street" | "unit" | "town" | "code" | "startsAt">) =>
  `${teamYear(house.startsAt)} - ${openHouseName(house)} (${house.code})`;

export async function getOpenHouseByCode(db: Database, code: string) {
  const [row] = await selectOpenHouses(db).where(eq(openHouses.code, code));
  return row;
}

export async function getOpenHouse(db: Database, id: number) {
  const [row] = await selectOpenHouses(db).where(eq(openHouses.id, id));
  return row;
}

/** The record that owns an event lead source, if one does (a named event has none). */
export async function getOpenHouseBySource(db: Database, leadSourceId: number) {
  const [row] = await selectOpenHouses(db).where(eq(openHouses.leadSourceId, leadSourceId));
  return row;
}

/**
 * Open houses not yet over, soonest first: the public list (a cancelled one stays, marked, until
 * its time passes); with `town`, the ones in that town (its page lists them); with `listingId`,
 * the ones of that listing (its page lists them).
 */
export async function upcomingOpenHouses(
  db: Database,
  now: Date,
  { limit = 50, town, listingId }: { limit?: number; town?: string; listingId?: number } = {},
) {
  return selectOpenHouses(db)
    .where(
      and(
        gt(openHouses.endsAt, now),
        town === undefined ? undefined : eq(openHouses.town, town),
        listingId === undefined ? undefined : eq(openHouses.listingId, listingId),
      ),
    )
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
    .limit(limit);
}

/** Every record's lead source id, for the events list. */
export async function openHouseSources(db: Database) {
  const rows = await selectOpenHouses(db);
  return new Map(rows.map((row) => [row.leadSourceId, row]));
}

type PhotoUpload = { bytes: Buffer; fileName: string };

/** Stores the photo first (its own transaction, shared by every use of the same file). */
async function photoIdOf(db: Database, photo: PhotoUpload | undefined, actor: string) {
  if (!photo) return undefined;
  const stored = await storePhoto(db, {
    bytes: photo.bytes,
    slot: OPEN_HOUSE_PHOTO_SLOT,
    fileName: photo.fileName,
    actor,
  });
  return stored.id;
}

/** A new open house with its code and lead source; throws PhotoRejected for a bad photo. */
export async function createOpenHouse(
  db: Database,
  input: OpenHouseInput,
  {
    actor,
    photo,
    random = Math.random,
  }: { actor: string; photo?: PhotoUpload; random?: () => number },
): Promise<{ id: number; code: string; leadSourceId: number }> {
  // Created from a listing without a photo of its own: the listing's cover is its photo.
  const photoId =
    (await photoIdOf(db, photo, actor)) ??
    (input.listingId === null ? undefined : await coverPhotoId(db, input.listingId));
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = makeOpenHouseCode(random);
    const created = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: openHouses.id })
        .from(openHouses)
        .where(eq(openHouses.code, code));
      if (taken) return undefined;
      const [source] = await tx
        .insert(leadSources)
        .values({ name: sourceName({ ...input, code }), type: "event" })
        .onConflictDoNothing({ target: leadSources.name })
        .returning({ id: leadSources.id });
      if (!source) return undefined;
      const [row] = await tx
        .insert(openHouses)
        .values({
          ...input,
          code,
          leadSourceId: source.id,
          photoId: photoId ?? null,
          createdBy: actor,
        })
        .returning({ id: openHouses.id });
      await recordContentChange(tx, {
        actor,
        action: "created an open house",
        subject: code,
        detail: { openHouseId: row!.id },
      });
      return { id: row!.id, code, leadSourceId: source.id };
    });
    if (created) return created;
  }
  throw new Error("No free open-house code after 8 tries");
}

/** Saves an edit; the photo is replaced only when a new one is given. */
export async function updateOpenHouse(
  db: Database,
  id: number,
  input: OpenHouseInput,
  { actor, photo }: { actor: string; photo?: PhotoUpload },
) {
  const photoId = await photoIdOf(db, photo, actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(openHouses)
      .set({ ...input, ...(photoId ? { photoId } : {}), updatedAt: sql`now()` })
      .where(eq(openHouses.id, id))
      .returning({ code: openHouses.code, leadSourceId: openHouses.leadSourceId });
    if (!row) return;
    await tx
      .update(leadSources)
      .set({ name: sourceName({ ...input, code: row.code }) })
      .where(eq(leadSources.id, row.leadSourceId));
    await recordContentChange(tx, { actor, action: "edited an open house", subject: row.code });
  });
}

/** Cancels (or, with `cancelled` false, restores) an open house; its sign-ins stay. */
export async function setOpenHouseCancelled(
  db: Database,
  id: number,
  cancelled: boolean,
  actor: string,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(openHouses)
      .set({ cancelledAt: cancelled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(openHouses.id, id))
      .returning({ code: openHouses.code });
    if (row) {
      await recordContentChange(tx, {
        actor,
        action: cancelled ? "cancelled an open house" : "restored an open house",
        subject: row.code,
      });
    }
  });
}

/** What the guest's thank-you e-mail says about the open house. */
export function guestMailOpenHouse(
  house: OpenHouse,
  members: readonly TeamMember[],
): GuestMailOpenHouse {
  const host = hostCard(house.hostEmail, members);
  return {
    name: openHouseName(house),
    address: fullAddress(house),
    when: openHouseWhen(house.startsAt, house.endsAt),
    startsAt: house.startsAt.toISOString(),
    endsAt: house.endsAt.toISOString(),
    facts: propertyFacts(house),
    home: openHouseFigures(house),
    listingUrl: house.listingUrl,
    host: {
      name: host.name,
      phone: host.phone.display,
      phoneE164: host.phone.e164,
      email: host.email,
    },
  };
}

/** The name a record's sign-ins carry to the CRM and the team's mail: its property and day. */
export const openHouseEventName = (house: OpenHouse) => openHouseName(house);

/** The site's own brokerage and name, for the pages that show a host card. */
export const teamName = site.name;
