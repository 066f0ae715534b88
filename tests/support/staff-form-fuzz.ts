/**
 * The staff fuzz test's forms (tests/support/staff-fuzz.ts): each staff form posted whole and
 * valid, then once for each of its fields with that one field wrong, so the bad value reaches the
 * work behind the checks (a save, a query) instead of stopping at the first required field. The
 * fields are read from each form's schema, so a field added to a schema is fuzzed without touching
 * this file; the fields an action reads beside its schema (intent, confirm, ids) are listed here.
 */
import { eq } from "drizzle-orm";
import type { $ZodType } from "zod/v4/core";
import * as staffSchemas from "#app/utils/forms/staff-schemas.ts";
import * as content from "#domain/forms/content-schemas.ts";
import { OPEN_HOUSE_FIELDS, openHouseSchema } from "#domain/forms/open-house-schema.ts";
import { LEAD_TYPES } from "#domain/lead-type.ts";
import { listRevisions } from "#server/content/posts.ts";
import { saveReview } from "#server/content/reviews.ts";
import type { Database } from "#server/db/client.ts";
import { photos } from "#server/db/schema.ts";
import { seedTeam } from "#server/db/seed/team.ts";
import { createOpenHouse } from "#server/open-houses.ts";
import { insertSeedMembers } from "./content-editor.ts";
import { createDraft, insertBuiltCover, postFields } from "./post-fixture.ts";

const NUL = "\0";
/** The member the staff fuzz test signs in as (tests/support/staff-leads.ts). */
const MEMBER = "lena@example.com";

/** The wrong values each field is given in turn: every kind of text and id the team's forms refused with a 500. */
export const BAD_FIELD_VALUES = [
  NUL,
  `a${NUL}b`,
  "a\u0001b",
  "a\rb",
  "a\u000bb",
  "x".repeat(100_000),
  "",
  "-1",
  "3000000000",
  "999999",
  "1e3",
  "2099-02-30",
  "25:99",
  "2099-02-30T25:99",
  "https://evil.example/<script>",
];

/** The field names a form's schema reads (a zod object, through its pipes, defaults and refinements). */
export function fieldsOf(schema: $ZodType): string[] {
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, unknown>;
    in?: $ZodType;
    innerType?: $ZodType;
  };
  if (def.type === "object" && def.shape) return Object.keys(def.shape);
  if (def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  throw new Error(`no object schema found inside a ${def.type}`);
}

export type StaffForm = {
  /** What the test says when it fails. */
  name: string;
  /** The fields the action reads; each gets every bad value. */
  fields: string[];
  /** Multipart, as the open-house form posts (for its photo); otherwise urlencoded. */
  multipart?: boolean;
  /** Rows the form needs, made before it is posted: the route's parameters and the valid form. */
  prepare: (
    db: Database,
  ) => Promise<{ params: Record<string, string>; valid: Record<string, string> }>;
};

const SCHEDULE_FIELDS = fieldsOf(content.ScheduleSchema);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const REVIEW = {
  quote: "They found us the house.",
  firstName: "Ann",
  role: "Buyer in Newton",
  sourceName: "Zillow",
  sourceUrl: "https://www.example.com/review",
  givenOn: "2025-01-01",
  rating: "5",
};

/** The built blog image's photo row (one per database: the image is unique), for the photo fields. */
async function cover(db: Database) {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.builtImageId, "blog/first-home"));
  return row?.id ?? (await insertBuiltCover(db));
}

/** A review saved directly, for the forms that choose among them. */
async function savedReview(db: Database) {
  const id = await saveReview(db, {
    fields: content.ReviewFormSchema.parse(REVIEW),
    actor: MEMBER,
  });
  return String(id);
}

/** A form of the lead's page (person 1, seeded by the staff fuzz test), told apart by its intent. */
const leadForm = (intent: string, fields: string[], valid: Record<string, string>): StaffForm => ({
  name: `lead ${intent}`,
  fields,
  prepare: async () => ({ params: { id: "1" }, valid: { intent, ...valid } }),
});

/** Each staff route's forms, by the route's pattern in server/pages.ts. */
export const STAFF_FORMS: Record<string, StaffForm[]> = {
  // Scheduling saves the post first: the one intent goes through both.
  "/staff/content/posts/:id": ["schedule"].map((intent) => ({
    name: `post (${intent})`,
    fields: [...fieldsOf(content.PostFormSchema), ...SCHEDULE_FIELDS],
    prepare: async (db) => {
      const photoId = await cover(db);
      // A post is signed by a member of the team: the two a new database starts with.
      await insertSeedMembers(db);
      return {
        params: { id: "new" },
        valid: {
          intent,
          title: `A fuzzed post to ${intent}`,
          slug: "",
          summary: "A summary long enough for a card: at least fifty characters.",
          coverPhotoId: String(photoId),
          coverAlt: "A house",
          body: "Some text.",
          topic: "Market",
          town: content.TOWNS[0],
          author: seedTeam[0]!.key,
          publishAt: `${tomorrow()}T09:00`,
        },
      };
    },
  })),
  "/staff/content/reviews/:id": [
    {
      name: "review",
      fields: fieldsOf(content.ReviewFormSchema),
      prepare: async () => ({ params: { id: "new" }, valid: REVIEW }),
    },
  ],
  "/staff/content/reviews": [
    {
      name: "the home page's reviews",
      fields: fieldsOf(content.HomeReviewsSchema),
      prepare: async (db) => ({
        params: {},
        valid: {
          first: await savedReview(db),
          second: await savedReview(db),
          third: await savedReview(db),
        },
      }),
    },
  ],
  "/staff/open-houses/new": [
    {
      name: "open house",
      fields: [...OPEN_HOUSE_FIELDS],
      multipart: true,
      prepare: async () => ({ params: {}, valid: openHouse() }),
    },
  ],
  "/staff/open-houses/:id/edit": [
    {
      name: "open house edit",
      fields: [...OPEN_HOUSE_FIELDS],
      multipart: true,
      prepare: async (db) => {
        const input = openHouseSchema({ now: new Date(), staffEmails: [MEMBER] }).parse(
          openHouse(),
        );
        const { leadSourceId } = await createOpenHouse(db, input, { actor: MEMBER });
        return { params: { id: String(leadSourceId) }, valid: openHouse() };
      },
    },
  ],
  "/staff/content/posts/:id/revisions": [
    {
      name: "restore a revision",
      fields: ["revision"],
      prepare: async (db) => {
        const id = await createDraft(db, postFields(await cover(db)));
        const [revision] = await listRevisions(db, id);
        return {
          params: { id: String(id) },
          valid: { intent: "restore", revision: String(revision!.id) },
        };
      },
    },
  ],
  "/staff/leads": [
    {
      name: "status from the inbox",
      fields: fieldsOf(staffSchemas.StatusChangeSchema),
      prepare: async () => ({ params: {}, valid: { personId: "1", status: "contacted" } }),
    },
  ],
  "/staff/leads/:id": [
    leadForm("status", fieldsOf(staffSchemas.StatusChangeSchema), {
      personId: "1",
      status: "contacted",
    }),
    leadForm("note", fieldsOf(staffSchemas.NoteSchema), { body: "Called her back." }),
    leadForm("touch", fieldsOf(staffSchemas.TouchSchema), { kind: "call-reached", note: "Talked" }),
    leadForm("next-step", fieldsOf(staffSchemas.NextStepSchema), {
      day: tomorrow(),
      time: "10:00",
      text: "Call",
    }),
    leadForm("type", fieldsOf(staffSchemas.LeadTypeSchema), { leadType: LEAD_TYPES[0] }),
    leadForm("owner", ["owner"], { owner: MEMBER }),
    leadForm("retry", ["notification"], { notification: "1" }),
  ],
  // The login page's schemas are its own (app/routes/staff/login.tsx): its fields, listed. The
  // link is asked for the member, so the address and where to go next reach the login's rows.
  "/staff/login": [
    {
      name: "login link",
      fields: ["next", "email"],
      prepare: async () => ({ params: {}, valid: { email: MEMBER, next: "/staff/leads" } }),
    },
  ],
  "/staff/account": [
    {
      name: "routing",
      fields: LEAD_TYPES.map((type) => `route-${type}`),
      prepare: async () => ({
        params: {},
        valid: {
          intent: "routing",
          ...Object.fromEntries(LEAD_TYPES.map((type) => [`route-${type}`, MEMBER])),
        },
      }),
    },
    {
      name: "passkey removal",
      fields: ["passkey"],
      prepare: async () => ({ params: {}, valid: { passkey: "cred-1" } }),
    },
  ],
};

/** A valid open house a week from now, as the form posts it. */
export function openHouse(): Record<string, string> {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    street: "12 Elm Street",
    unit: "2",
    town: content.TOWNS[0],
    otherTown: "",
    zip: "02458",
    day,
    start: "13:00",
    end: "15:00",
    host: MEMBER,
    listingUrl: "https://www.example.com/listing",
    price: "1250000",
    beds: "3",
    baths: "2.5",
    squareFeet: "1800",
    note: "Park on the street.",
  };
}

/** The valid form, then each field with each bad value, as bodies to post. */
export function fuzzedBodies(form: StaffForm, valid: Record<string, string>) {
  const body = (values: Record<string, string>) => {
    if (!form.multipart) return new URLSearchParams(values);
    const multipart = new FormData();
    for (const [key, value] of Object.entries(values)) multipart.set(key, value);
    return multipart;
  };
  return [
    { field: "", value: "", body: body(valid) },
    ...form.fields.flatMap((field) =>
      BAD_FIELD_VALUES.map((value) => ({ field, value, body: body({ ...valid, [field]: value }) })),
    ),
  ];
}
