/**
 * The home a seller asks us to value (the home-value request, /sellers/home-value):
 * the choices the form offers and the words the site, the workspace, the team's
 * e-mail and the CRM use for them. No React, no database, no validation library.
 */

export const PROPERTY_TYPES = [
  "single-family",
  "condo",
  "multi-family",
  "townhouse",
  "land",
  "other",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  "single-family": "Single-family house",
  condo: "Condominium",
  "multi-family": "Multi-family (2-4 units)",
  townhouse: "Townhouse",
  land: "Land",
  other: "Other",
};

export const PROPERTY_CONDITIONS = ["move-in-ready", "updated", "original", "needs-work"] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];
export const PROPERTY_CONDITION_LABELS: Record<PropertyCondition, string> = {
  "move-in-ready": "Move-in ready, recently renovated",
  updated: "Well kept, some updates",
  original: "Mostly original",
  "needs-work": "Needs work",
};

export const SELL_TIMELINES = [
  "0-3-months",
  "3-6-months",
  "6-12-months",
  "12-plus-months",
  "curious",
] as const;
export type SellTimeline = (typeof SELL_TIMELINES)[number];
export const SELL_TIMELINE_LABELS: Record<SellTimeline, string> = {
  "0-3-months": "Within 3 months",
  "3-6-months": "In 3 to 6 months",
  "6-12-months": "In 6 to 12 months",
  "12-plus-months": "In more than a year",
  curious: "Just curious for now",
};

export const CONTACT_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  any: "Any time",
  morning: "Morning (9-12)",
  afternoon: "Afternoon (12-5)",
  evening: "Evening (5-8)",
};

/** Maximum lengths of the property's fields, in characters (schema, inputs, stored echo). */
export const PROPERTY_FIELD_MAX = {
  street: 120,
  unit: 20,
  town: 60,
  zip: 10,
  reason: 1000,
} as const;

/** One property as a home-value request stores and shows it. */
export type LeadProperty = {
  street: string;
  unit: string;
  town: string;
  zip: string;
  propertyType: PropertyType;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  condition: PropertyCondition | null;
  timeline: SellTimeline;
  reason: string;
  bestTime: ContactTime;
};

/** "12 Elm St, Unit 3, Newton": the address as the team's e-mail title and the inbox show it. */
export function propertyAddress({
  street,
  unit,
  town,
}: Pick<LeadProperty, "street" | "unit" | "town">) {
  return [street, unit ? `Unit ${unit.replace(/^(unit|apt\.?|#)\s*/i, "")}` : "", town]
    .filter(Boolean)
    .join(", ");
}

/** The property's facts, one "label: value" pair each, for the e-mail, the CRM and the lead page. */
export function propertyFacts(property: LeadProperty): [string, string][] {
  const number = (value: number | null, unit = "") =>
    value === null ? "(not given)" : `${value.toLocaleString("en-US")}${unit}`;
  return [
    ["Address", `${propertyAddress(property)}, MA ${property.zip}`.replace(/, MA $/, "")],
    ["Property type", PROPERTY_TYPE_LABELS[property.propertyType]],
    ["Bedrooms", number(property.bedrooms)],
    ["Bathrooms", number(property.bathrooms)],
    ["Approx. square feet", number(property.squareFeet)],
    [
      "Condition",
      property.condition ? PROPERTY_CONDITION_LABELS[property.condition] : "(not given)",
    ],
    ["Might sell", SELL_TIMELINE_LABELS[property.timeline]],
    ["Why", property.reason || "(not given)"],
    ["Best time to reach", CONTACT_TIME_LABELS[property.bestTime]],
  ];
}
