import { z } from "zod";
import {
  LISTING_STATUSES,
  LISTING_TYPES,
  type ListingStatus,
  type ListingType,
} from "#domain/listing.ts";
import {
  dollars,
  line,
  lines,
  optionalDate,
  optionalId,
  optionalText,
  wholeNumber,
} from "./content-schemas.ts";

/**
 * The listing editor's form in /staff/listings (issue 41) as it is posted: strings from a plain
 * HTML form, turned into the fields server/listings/editor.ts stores.
 */

/** The hosts a tour link may point at: each is shown as a click-to-load embed on the page. */
export const TOUR_HOSTS = [
  "youtube.com",
  "www.youtube.com",
  "youtu.be",
  "vimeo.com",
  "player.vimeo.com",
  "matterport.com",
  "my.matterport.com",
] as const;

const TOUR_MESSAGE = "Tour link: a YouTube, Vimeo or Matterport address (https://…)";

export function isTourUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && (TOUR_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** A textarea of one item a line: blank lines dropped, each item trimmed. */
const listLines = (label: string) =>
  lines()
    .transform((value) =>
      value
        .split("\n")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, `${label}: at most 200 characters an item`))
        .max(40, `${label}: at most 40 items`),
    );

const text = (label: string, max: number) =>
  line().trim().max(max, `${label}: at most ${max} characters`);

export const ListingFormSchema = z
  .object({
    street: text("Street", 120).min(1, "Street is required"),
    unit: optionalText("Unit", 20),
    town: text("Town", 60).min(1, "Town is required"),
    zip: line()
      .trim()
      .regex(/^\d{5}$/, "ZIP: five digits, e.g. 02459"),
    propertyType: z.enum(LISTING_TYPES, "Choose the property type"),
    status: z.enum(LISTING_STATUSES, "Choose the status"),
    listPrice: dollars("List price").refine((value) => value !== null, "List price is required"),
    // Not on a new listing's form, which starts as a draft.
    soldPrice: dollars("Sold price").prefault(""),
    soldOn: optionalDate("Sold date").prefault(""),
    beds: wholeNumber("Beds", 0, 50),
    fullBaths: wholeNumber("Full baths", 0, 50),
    halfBaths: wholeNumber("Half baths", 0, 50),
    livingArea: wholeNumber("Living area", 1, 100_000),
    lotSize: wholeNumber("Lot size", 1, 100_000_000),
    yearBuilt: wholeNumber("Year built", 1600, 2100),
    parking: text("Parking", 200),
    heatingCooling: text("Heating and cooling", 200),
    hoaFee: dollars("HOA or condo fee"),
    annualTax: dollars("Annual tax"),
    taxYear: wholeNumber("Tax year", 1990, 2100),
    mlsNumber: optionalText("MLS number", 20),
    headline: text("Headline", 120),
    description: lines().max(50_000, "Description: at most 50,000 characters"),
    features: listLines("Key features"),
    headlineZh: text("中文 headline", 120),
    descriptionZh: lines().max(50_000, "中文 description: at most 50,000 characters"),
    featuresZh: listLines("中文 key features"),
    tourUrl: line()
      .trim()
      .transform((value) => value || null)
      .refine((value) => value === null || isTourUrl(value), TOUR_MESSAGE),
    floorPlanPhotoId: optionalId.prefault(""),
    memberId: optionalId.prefault(""),
    showingInstructions: lines()
      .trim()
      .max(2_000, "Showing instructions: at most 2,000 characters"),
  })
  .superRefine((fields, context) => {
    if (fields.status !== "sold") return;
    if (fields.soldPrice === null)
      context.addIssue({
        code: "custom",
        path: ["soldPrice"],
        message: "Sold: the sold price is required",
      });
    if (fields.soldOn === null)
      context.addIssue({
        code: "custom",
        path: ["soldOn"],
        message: "Sold: the sold date is required",
      });
  });

export type ListingFormFields = z.output<typeof ListingFormSchema>;

/** What the editor stores: the form's fields with the list price known to be there. */
export type ListingFields = Omit<ListingFormFields, "listPrice"> & {
  listPrice: number;
  propertyType: ListingType;
  status: ListingStatus;
};

/** The order a photo moves in: one place towards the cover, or one away from it. */
export const PhotoMoveSchema = z.object({
  photoId: z.coerce.number().int().positive(),
  direction: z.enum(["up", "down"]),
});
