/**
 * The MLS's records as the RESO Web API sends them (Data Dictionary 2.0 names), what counts as
 * garbage, which ones the site may show, and the rows they become (server/db/schema/mls.ts).
 * A record missing its key, number, status or modification time, or with a field of the wrong
 * kind (a price in words), makes its whole page garbage: the run stops and the last good data
 * stays (docs/decisions/042-mls-replication.md). Fields a provider does not send are absent.
 */
import { subMonths } from "date-fns";
import { z } from "zod";
import { listingSlug } from "#domain/listing.ts";
import { isShownMlsStatus, MLS_CLOSED_MONTHS, type MlsStatus } from "#domain/mls.ts";
import type { mlsMedia, mlsOpenHouses, mlsProperties } from "../db/schema.ts";

const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a timestamp");
const text = z.string().nullish();
const number = z.number().nullish();
const flag = z.boolean().nullish();

export const PropertyRecordSchema = z.looseObject({
  ListingKey: z.string().min(1),
  ListingId: z.string().min(1),
  StandardStatus: z.string().min(1),
  ModificationTimestamp: instant,
  ListPrice: number,
  ClosePrice: number,
  CloseDate: instant.nullish(),
  BedroomsTotal: number,
  BathroomsTotalInteger: number,
  BathroomsFull: number,
  BathroomsHalf: number,
  LivingArea: number,
  LotSizeAcres: number,
  YearBuilt: number,
  PropertyType: text,
  PropertySubType: text,
  UnparsedAddress: text,
  StreetNumber: text,
  StreetName: text,
  UnitNumber: text,
  City: text,
  PostalCode: text,
  Latitude: number,
  Longitude: number,
  PublicRemarks: text,
  ListOfficeName: text,
  ListAgentFullName: text,
  OnMarketDate: instant.nullish(),
  PhotosCount: number,
  PhotosChangeTimestamp: instant.nullish(),
  OriginatingSystemName: text,
  IDXParticipationYN: flag,
  InternetEntireListingDisplayYN: flag,
  InternetAddressDisplayYN: flag,
});
export type PropertyRecord = z.infer<typeof PropertyRecordSchema>;

/** A key reconciliation asks for keys and modification times only (`$select`). */
export const PropertyKeySchema = z.object({
  ListingKey: z.string().min(1),
  ModificationTimestamp: instant,
});

export const MediaRecordSchema = z.looseObject({
  MediaKey: z.string().min(1),
  ResourceRecordKey: z.string().min(1),
  Order: number,
  MediaURL: text,
  MediaCategory: text,
  ImageWidth: number,
  ImageHeight: number,
  ShortDescription: text,
  LongDescription: text,
  ModificationTimestamp: instant.nullish(),
});
export type MediaRecord = z.infer<typeof MediaRecordSchema>;

export const OpenHouseRecordSchema = z.looseObject({
  OpenHouseKey: z.string().min(1),
  ListingKey: z.string().min(1),
  OpenHouseStartTime: instant,
  OpenHouseEndTime: instant,
  OpenHouseStatus: text,
  OpenHouseRemarks: text,
  ModificationTimestamp: instant.nullish(),
});
export type OpenHouseRecord = z.infer<typeof OpenHouseRecordSchema>;

/** The `StandardStatus` values the first pull asks for: the shown ones (Closed only recent). */
export const PULLED_STATUSES = ["Active", "Active Under Contract", "Pending", "Coming Soon"];

/** The `$filter` of the homes the site shows, as of `now` (the full pull and the reconciliation). */
/**
 * The first day (YYYY-MM-DD, UTC) a sale is still shown on: the feed's filter asks for it and
 * a stored record is judged by it, so a home closed on the edge day is both pulled and kept.
 */
const closedSinceDay = (now: Date) => subMonths(now, MLS_CLOSED_MONTHS).toISOString().slice(0, 10);

export function shownFilter(now: Date, originatingSystem?: string) {
  const statuses = PULLED_STATUSES.map((status) => `'${status}'`).join(",");
  const closedSince = closedSinceDay(now);
  const shown = `(StandardStatus in (${statuses}) or (StandardStatus eq 'Closed' and CloseDate ge ${closedSince}))`;
  return originatingSystem
    ? `${shown} and OriginatingSystemName eq '${originatingSystem.replaceAll("'", "''")}'`
    : shown;
}

/**
 * Why a record may not be on the site (it leaves it, or never comes), or undefined when it may:
 * a status not shown, a sale older than MLS_CLOSED_MONTHS, the listing office's refusal of IDX
 * display or of internet display, or another MLS than the configured one.
 */
export function reasonToLeave(record: PropertyRecord, now: Date, originatingSystem?: string) {
  if (!isShownMlsStatus(record.StandardStatus)) return "status";
  if (record.IDXParticipationYN === false || record.InternetEntireListingDisplayYN === false)
    return "not for display";
  if (originatingSystem && record.OriginatingSystemName !== originatingSystem) return "other MLS";
  if (
    record.StandardStatus === "Closed" &&
    (record.CloseDate ?? record.ModificationTimestamp).slice(0, 10) < closedSinceDay(now)
  )
    return "old sale";
  return undefined;
}

const whole = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value);
const at = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * The page's address after /homes/: `<ListingId>-<street-unit-town>`, without the street and unit
 * when the listing office keeps the address off the internet.
 */
export function mlsSlug(record: PropertyRecord) {
  const showStreet = record.InternetAddressDisplayYN !== false;
  const street = [record.StreetNumber, record.StreetName].filter(Boolean).join(" ");
  const address = listingSlug({
    street: showStreet ? street || (record.UnparsedAddress?.split(",")[0] ?? "") : "",
    unit: showStreet ? record.UnitNumber : null,
    town: record.City ?? "",
  });
  return [record.ListingId.toLowerCase().replace(/[^a-z0-9]+/g, "-"), address]
    .filter(Boolean)
    .join("-");
}

/** The row of a record the site shows (`reasonToLeave` gave nothing). */
export function propertyRow(record: PropertyRecord, now: Date): typeof mlsProperties.$inferInsert {
  return {
    listingKey: record.ListingKey,
    listingId: record.ListingId,
    slug: mlsSlug(record),
    originatingSystemName: record.OriginatingSystemName ?? null,
    standardStatus: record.StandardStatus as MlsStatus,
    listPrice: whole(record.ListPrice),
    closePrice: whole(record.ClosePrice),
    closeDate: record.CloseDate ? record.CloseDate.slice(0, 10) : null,
    bedroomsTotal: whole(record.BedroomsTotal),
    bathroomsTotalInteger: whole(record.BathroomsTotalInteger),
    bathroomsFull: whole(record.BathroomsFull),
    bathroomsHalf: whole(record.BathroomsHalf),
    livingArea: whole(record.LivingArea),
    lotSizeAcres: record.LotSizeAcres ?? null,
    yearBuilt: whole(record.YearBuilt),
    propertyType: record.PropertyType ?? null,
    propertySubType: record.PropertySubType ?? null,
    unparsedAddress: record.UnparsedAddress ?? null,
    streetNumber: record.StreetNumber ?? null,
    streetName: record.StreetName ?? null,
    unitNumber: record.UnitNumber ?? null,
    city: record.City ?? null,
    postalCode: record.PostalCode ?? null,
    latitude: record.Latitude ?? null,
    longitude: record.Longitude ?? null,
    publicRemarks: record.PublicRemarks ?? null,
    listOfficeName: record.ListOfficeName ?? null,
    listAgentFullName: record.ListAgentFullName ?? null,
    photosCount: whole(record.PhotosCount),
    photosChangeTimestamp: at(record.PhotosChangeTimestamp),
    addressDisplay: record.InternetAddressDisplayYN !== false,
    listedAt: at(record.OnMarketDate) ?? now,
    modificationTimestamp: new Date(record.ModificationTimestamp),
    raw: record,
    syncedAt: now,
    removedAt: null,
  };
}

/** Photos only (a provider's Media also holds documents and videos), those with a URL. */
const PHOTO_CATEGORIES = new Set(["Photo", "Image", "Branded Photo", "Unbranded Photo"]);

export function mediaRows(records: MediaRecord[]): (typeof mlsMedia.$inferInsert)[] {
  return records
    .filter(
      (record) =>
        record.MediaURL && (!record.MediaCategory || PHOTO_CATEGORIES.has(record.MediaCategory)),
    )
    .map((record, index) => ({
      listingKey: record.ResourceRecordKey,
      mediaKey: record.MediaKey,
      position: whole(record.Order) ?? index,
      url: record.MediaURL ?? "",
      width: whole(record.ImageWidth),
      height: whole(record.ImageHeight),
      caption: record.ShortDescription ?? record.LongDescription ?? null,
      modificationTimestamp: at(record.ModificationTimestamp),
    }));
}

export function openHouseRows(records: OpenHouseRecord[]): (typeof mlsOpenHouses.$inferInsert)[] {
  return records
    .filter((record) => !/cancel/i.test(record.OpenHouseStatus ?? ""))
    .map((record) => ({
      openHouseKey: record.OpenHouseKey,
      listingKey: record.ListingKey,
      startsAt: new Date(record.OpenHouseStartTime),
      endsAt: new Date(record.OpenHouseEndTime),
      remarks: record.OpenHouseRemarks ?? null,
      modificationTimestamp: at(record.ModificationTimestamp),
    }));
}
