import type { ActionFunctionArgs } from "react-router";
import { CONTACT_FIELD_MAX, ContactSchema } from "./contact-schema.ts";
import { submitLeadForm } from "./lead-action.server.ts";

/** The contact form's action, shared by the home page and /contact (each posts to itself). */
export function contactAction({ request, context }: ActionFunctionArgs) {
  return submitLeadForm({
    request,
    context,
    form: "contact",
    schema: ContactSchema,
    fieldMax: CONTACT_FIELD_MAX,
    record: (input, token) => context.leads.recordContact(input, token, context.clientIp),
  });
}
