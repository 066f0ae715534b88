import { ContactSchema } from "#domain/forms/contact-schema.ts";

/** What the contact route hands the lead service for Ann Lee's posted form, with `fields` changed. */
export const postedContact = (fields: Record<string, string> = {}) =>
  ContactSchema.parse({
    first_name: "Ann",
    last_name: "Lee",
    email: "ann@example.com",
    lead_type: "buyer",
    lead_source: "Website",
    message: "Hello",
    ...fields,
  });
