import { type ActionFunctionArgs, data } from "react-router";
import { CATALOGUES, inEachLanguage } from "#content/catalogues.ts";
import { SHOWING_FIELD_MAX, ShowingSchema } from "#domain/forms/showing-schema.ts";
import { absoluteUrl } from "../meta.ts";
import { submitLeadForm } from "./lead-action.server.ts";

/**
 * "Request a showing" on a listing's page: the shared lead-form guards (rate limit, honeypot,
 * form token), the schema, then one stored transaction: a buyer lead with the listing, its mail,
 * its Follow Up Boss Property Inquiry and its webhook queued with it (server/leads.ts). A listing
 * no longer for sale (sold, taken off the market) takes no request: 404, as its page would.
 */
/**
 * What every "Request a showing" posts to submitLeadForm besides its record: the listing's
 * page and an MLS home's share it, so both answer in the page's language.
 */
export const SHOWING_LEAD_FORM = {
  form: "showing",
  schema: ShowingSchema,
  fieldMax: SHOWING_FIELD_MAX,
  errorWords: inEachLanguage(CATALOGUES.listing, "showingErrors"),
} as const;

export async function showingAction({ request, context, params }: ActionFunctionArgs) {
  const listing = await context.content.listings.forShowing(params.slug ?? "");
  if (!listing) throw data(null, { status: 404 });
  const { path, listPrice, ...home } = listing;
  return submitLeadForm({
    request,
    context,
    ...SHOWING_LEAD_FORM,
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
