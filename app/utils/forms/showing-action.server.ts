import { type ActionFunctionArgs, data } from "react-router";
import { SHOWING_FIELD_MAX, ShowingSchema } from "#domain/forms/showing-schema.ts";
import { absoluteUrl } from "../meta.ts";
import { submitLeadForm } from "./lead-action.server.ts";

/**
 * "Request a showing" on a listing's page: the shared lead-form guards (rate limit, honeypot,
 * form token), the schema, then one stored transaction: a buyer lead with the listing, its mail,
 * its Follow Up Boss Property Inquiry and its webhook queued with it (server/leads.ts). A listing
 * no longer for sale (sold, taken off the market) takes no request: 404, as its page would.
 */
export async function showingAction({ request, context, params }: ActionFunctionArgs) {
  const listing = await context.content.listings.forShowing(params.slug ?? "");
  if (!listing) throw data(null, { status: 404 });
  const { path, listPrice, ...home } = listing;
  return submitLeadForm({
    request,
    context,
    form: "showing",
    schema: ShowingSchema,
    fieldMax: SHOWING_FIELD_MAX,
    record: (input, token, attribution, language) =>
      context.leads.recordShowing(
        { ...input, language },
        { ...home, price: listPrice, url: absoluteUrl(path) },
        token,
        context.clientIp,
        attribution,
      ),
  });
}
