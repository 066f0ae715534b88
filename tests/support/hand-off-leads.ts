/**
 * One lead of each form, as the CRM hand-off tests send them: posted the way a
 * visitor fills the form, parsed with the form's own schema and stored through
 * the lead service's method for that form (what each route's action calls).
 * No vitest here: the server process of hand-off-crash.test.ts records them too.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { type LeadAttribution, visitAttribution } from "#domain/attribution.ts";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { HomeValueSchema } from "#domain/forms/home-value-schema.ts";
import { ShowingSchema } from "#domain/forms/showing-schema.ts";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import type { LeadFormName } from "#domain/lead.ts";
import type { ListingRef } from "#domain/listing.ts";
import type { SavedSearchRef } from "#domain/saved-search.ts";
import type { LeadService } from "#server/leads.ts";

/** The open house the sign-in's QR link names. */
export const OPEN_HOUSE = "12 Elm Street";

/** What each form posts. */
export const POSTED = {
  contact: {
    first_name: "Ana",
    last_name: "Lopez",
    email: "ana@example.com",
    phone: "(617) 555-0101",
    // A buyer: a contact who says she is selling is a Seller Inquiry (follow-up-boss.test.ts).
    lead_type: "buyer",
    lead_source: "Referral",
    message: "We'd like to sell in the spring.",
  },
  "home-value": {
    street: "48 Walnut Park",
    unit: "2",
    town: "Newton",
    zip: "02458",
    property_type: "condo",
    bedrooms: "3",
    bathrooms: "2.5",
    square_feet: "1,850",
    condition: "updated",
    timeline: "3-6-months",
    reason: "Moving closer to family",
    first_name: "Maya",
    last_name: "Chen",
    email: "maya@example.com",
    phone: "617-555-0144",
    best_time: "evening",
  },
  "sign-in": {
    firstName: "Sam",
    lastName: "Park",
    email: "sam@example.com",
    workingWithAgent: "no",
    preApproved: "cash",
  },
  showing: {
    preferred_times: "Saturday morning",
    first_name: "Rae",
    last_name: "Okafor",
    email: "rae@example.com",
    phone: "617-555-0177",
    pre_approved: "yes",
    message: "Is the basement finished?",
  },
  "saved-search": {
    first_name: "Lin",
    last_name: "Wei",
    email: "lin@example.com",
    phone: "",
  },
} as const satisfies Record<LeadFormName, Record<string, string>>;

/** Each form's lead, by the address it gave. */
export const EMAIL_OF = {
  contact: POSTED.contact.email,
  "home-value": POSTED["home-value"].email,
  "sign-in": POSTED["sign-in"].email,
  showing: POSTED.showing.email,
  "saved-search": POSTED["saved-search"].email,
} as const satisfies Record<LeadFormName, string>;

/** The Follow Up Boss event type each of these leads must arrive as (and the webhook's eventType). */
export const EVENT_TYPE_OF = {
  contact: "General Inquiry",
  "home-value": "Seller Inquiry",
  "sign-in": "Visited Open House",
  showing: "Property Inquiry",
  "saved-search": "Property Search",
} as const satisfies Record<LeadFormName, string>;

/** The form whose lead a hand-off request carries (by the lead's address, in either receiver's body). */
export const formOfBody = (body: string) =>
  (Object.keys(EMAIL_OF) as LeadFormName[]).find((form) => body.includes(`"${EMAIL_OF[form]}"`));

/**
 * The listing a showing request here asks about. Its id is no row of the test's database: the
 * lead is stored without the link (server/leads.ts) and the hand-off still names the home.
 */
export const SHOWING_LISTING: ListingRef = {
  id: 0,
  street: "12 Elm St",
  unit: null,
  town: "Newton",
  zip: "02458",
  price: 1_250_000,
  mlsNumber: "73412345",
  url: "https://www.example.com/listings/12-elm-st-newton",
};

/** The search a saved-search lead here confirmed (its own saved_searches row is not needed for the hand-off). */
export const SAVED_SEARCH: SavedSearchRef = {
  url: "https://www.example.com/homes?town=Newton&max_price=1500000&min_beds=3",
  frequency: "instant",
  town: "Newton",
  maxPrice: 1_500_000,
  minBeds: 3,
};
const visit = (landing: string, referrer: string | null, formPage: string): LeadAttribution => ({
  ...visitAttribution(new URL(landing, "https://www.example.com"), referrer, ["www.example.com"]),
  formPage,
});

/** Where each lead's visit came from (issue 44): a search, a paid post, a printed code, a typed address. */
export const VISIT_OF = {
  contact: visit("/massachusetts/newton", "https://www.google.com/", "/contact"),
  "home-value": visit(
    "/massachusetts/newton?utm_source=facebook&utm_medium=paid&utm_campaign=spring&fbclid=x",
    "https://l.facebook.com/",
    "/sellers/home-value",
  ),
  "sign-in": visit(
    `/event/sign-in?event=${OPEN_HOUSE}&utm_source=open-house-sign&utm_medium=qr&utm_campaign=${OPEN_HOUSE} open house`,
    null,
    "/event/sign-in",
  ),
  showing: visit("/listings/12-elm-st-newton", null, "/listings/12-elm-st-newton"),
  "saved-search": visit(
    "/homes?town=Newton&min_beds=3&max_price=1500000",
    "https://www.google.com/",
    "/homes",
  ),
} as const satisfies Record<LeadFormName, LeadAttribution>;

/** Stores one lead of `form`, as the form's route does, with a new form token. */
export function recordLead(leads: LeadService, form: LeadFormName, clientIp: string) {
  switch (form) {
    case "contact":
      return leads.recordContact(
        ContactSchema.parse(POSTED.contact),
        randomUUID(),
        clientIp,
        VISIT_OF.contact,
      );
    case "home-value":
      return leads.recordHomeValue(
        HomeValueSchema.parse(POSTED["home-value"]),
        randomUUID(),
        clientIp,
        VISIT_OF["home-value"],
      );
    case "showing":
      return leads.recordShowing(
        ShowingSchema.parse(POSTED.showing),
        SHOWING_LISTING,
        randomUUID(),
        clientIp,
        VISIT_OF.showing,
      );
    case "saved-search":
      return leads.recordSavedSearch(
        { ...POSTED["saved-search"], lead_source: "" },
        SAVED_SEARCH,
        randomUUID(),
        clientIp,
        VISIT_OF["saved-search"],
        async () => {},
      );
    case "sign-in":
      return leads.recordSignIn(
        SignInSchema.parse(POSTED["sign-in"]),
        OPEN_HOUSE,
        randomUUID(),
        clientIp,
        VISIT_OF["sign-in"],
      );
  }
}

/**
 * Checks a webhook request's `X-Webhook-Signature` as a receiver would
 * (docs/lead-webhook.md), with its own code rather than the site's.
 */
export function webhookSignatureIsValid(
  body: string,
  header: string | string[] | undefined,
  secret: string,
) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
  return fresh && timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}
