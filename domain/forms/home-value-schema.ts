import * as z from "zod/mini";
import { FIELD_MAX } from "#domain/lead.ts";
import {
  CONTACT_TIMES,
  type LeadProperty,
  PROPERTY_CONDITIONS,
  PROPERTY_FIELD_MAX,
  PROPERTY_TYPES,
  SELL_TIMELINES,
} from "#domain/property.ts";
import { FOLLOW_UP_CONSENT_VALUE } from "./consent.ts";
import { ConsentSchema } from "./consent-schema.ts";
import { CHECK_KIND } from "./error-words.ts";
import { emailAddress, optionalPhone, optionalText, requiredLine, singleLine } from "./fields.ts";

/** A five-digit ZIP code, or ZIP+4. */
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** An optional choice among `values`: "" (or not posted) is no answer. */
const optionalChoice = <const V extends string>(values: readonly [V, ...V[]], message: string) =>
  z._default(z.union([z.literal(""), z.enum(values)], { error: message }), "");

/** An optional whole or half number within bounds, typed in a text or number box ("" is none). */
const optionalNumber = (
  label: string,
  { min, max, step }: { min: number; max: number; step: number },
) =>
  z._default(
    z.pipe(
      singleLine(label, 12),
      z.transform((typed, context) => {
        const cleaned = typed.replace(/,/g, "");
        if (cleaned === "") return null;
        const value = Number(cleaned);
        if (
          !Number.isFinite(value) ||
          value < min ||
          value > max ||
          Math.round(value / step) * step !== value
        ) {
          context.issues.push({
            code: "custom",
            message: `${label} must be a number from ${min} to ${max.toLocaleString("en-US")}${step < 1 ? " (halves allowed)" : ""}`,
            input: typed,
            // Its code and bounds, for a page that says it in another language (error-words.ts).
            params: { kind: CHECK_KIND.number, min, max },
          });
          return z.NEVER;
        }
        return value;
      }),
    ),
    null,
  );

/** The counts' bounds: what a home in the towns served can plausibly have. */
export const PROPERTY_NUMBER_BOUNDS = {
  bedrooms: { min: 0, max: 20, step: 1 },
  bathrooms: { min: 0, max: 20, step: 0.5 },
  squareFeet: { min: 100, max: 50_000, step: 1 },
} as const;

/**
 * The home-value request (/sellers/home-value): the property first, then the person. Validated
 * the same way in the browser and in the route action; its output is the lead (a seller) and
 * the property, as the lead service stores them.
 */
export const HomeValueSchema = z.pipe(
  z.object({
    street: requiredLine("Street address", PROPERTY_FIELD_MAX.street),
    unit: z._default(singleLine("Unit", PROPERTY_FIELD_MAX.unit), ""),
    town: requiredLine("Town", PROPERTY_FIELD_MAX.town, "Please choose or type the town"),
    zip: z.pipe(
      requiredLine("ZIP code", PROPERTY_FIELD_MAX.zip),
      z.string().check(z.regex(ZIP_PATTERN, "Please enter a five-digit ZIP code")),
    ),
    property_type: z.enum(PROPERTY_TYPES, { error: "Please choose the type of property" }),
    bedrooms: optionalNumber("Bedrooms", PROPERTY_NUMBER_BOUNDS.bedrooms),
    bathrooms: optionalNumber("Bathrooms", PROPERTY_NUMBER_BOUNDS.bathrooms),
    square_feet: optionalNumber("Square feet", PROPERTY_NUMBER_BOUNDS.squareFeet),
    condition: optionalChoice(PROPERTY_CONDITIONS, "Please choose one of the conditions"),
    timeline: z.enum(SELL_TIMELINES, { error: "Please choose when you might sell" }),
    reason: optionalText("Reason", PROPERTY_FIELD_MAX.reason),
    first_name: requiredLine("First name", FIELD_MAX.name),
    last_name: requiredLine("Last name", FIELD_MAX.name),
    email: emailAddress("Email"),
    phone: optionalPhone("Phone"),
    best_time: z._default(z.enum(CONTACT_TIMES, { error: "Please choose a time of day" }), "any"),
    followUpConsent: ConsentSchema,
  }),
  z.transform((posted) => ({
    first_name: posted.first_name,
    last_name: posted.last_name,
    email: posted.email,
    phone: posted.phone,
    followUpConsent: posted.followUpConsent,
    property: {
      street: posted.street,
      unit: posted.unit,
      town: posted.town,
      zip: posted.zip,
      propertyType: posted.property_type,
      bedrooms: posted.bedrooms,
      bathrooms: posted.bathrooms,
      squareFeet: posted.square_feet,
      condition: posted.condition || null,
      timeline: posted.timeline,
      reason: posted.reason,
      bestTime: posted.best_time,
    } satisfies LeadProperty,
  })),
);

export type HomeValueInput = z.output<typeof HomeValueSchema>;

const longest = (values: readonly string[]) => Math.max(...values.map((value) => value.length));

/** The longest value each posted field may echo back into the page. */
export const HOME_VALUE_FIELD_MAX = {
  street: PROPERTY_FIELD_MAX.street,
  unit: PROPERTY_FIELD_MAX.unit,
  town: PROPERTY_FIELD_MAX.town,
  zip: PROPERTY_FIELD_MAX.zip,
  property_type: longest(PROPERTY_TYPES),
  bedrooms: 12,
  bathrooms: 12,
  square_feet: 12,
  condition: longest(PROPERTY_CONDITIONS),
  timeline: longest(SELL_TIMELINES),
  reason: PROPERTY_FIELD_MAX.reason,
  first_name: FIELD_MAX.name,
  last_name: FIELD_MAX.name,
  email: FIELD_MAX.email,
  phone: FIELD_MAX.phone,
  best_time: longest(CONTACT_TIMES),
  followUpConsent: FOLLOW_UP_CONSENT_VALUE.length,
} satisfies Record<keyof z.input<typeof HomeValueSchema>, number>;
