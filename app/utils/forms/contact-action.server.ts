import { type ActionFunctionArgs, data } from "react-router";
import { CATALOGUES, inEachLanguage } from "#content/catalogues.ts";
import { CONTACT_FIELD_MAX, ContactSchema } from "#domain/forms/contact-schema.ts";
import type { ContactResult } from "#domain/forms/form-result.ts";
import { languageOf } from "#domain/language.ts";
import { isLeadType } from "#domain/lead-type.ts";
import type { LeadReceipt } from "#server/leads.ts";
import { promisedMember } from "#server/team/promise.ts";
import { answerEmailCorrection } from "./email-correction-action.server.ts";
import { submitLeadForm } from "./lead-action.server.ts";

/**
 * The contact form's action, shared by the home page and /contact (each posts to itself). On
 * success the answer names what the visitor said she wants and the member the routing rule gives
 * it to, so the thank-you names who really answers, and carries the address she gave with the
 * token of the thank-you's "correct my address" form, whose post comes here too.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const correction = await answerEmailCorrection(request.clone(), context);
  if (correction) {
    const { leadType, state, status } = correction;
    const member = await promisedMember(
      context.db,
      context.staff.team,
      leadType ?? "other",
      languageOf(new URL(request.url).pathname),
    );
    return data<ContactResult>(
      { status: "success", ...(leadType ? { leadType } : {}), member, correction: state },
      { status },
    );
  }
  // A copy to read the lead's type from: the guards read the original's body.
  const copy = request.clone();
  let receipt: LeadReceipt = { correctionToken: null };
  const answer = await submitLeadForm({
    request,
    context,
    form: "contact",
    schema: ContactSchema,
    fieldMax: CONTACT_FIELD_MAX,
    errorWords: inEachLanguage(CATALOGUES.forms, "contactErrors"),
    record: async (input, token, attribution, language) => {
      receipt = await context.leads.recordContact(
        { ...input, language },
        token,
        context.clientIp,
        attribution,
      );
    },
  });
  if (answer.data.status !== "success") return answer;
  const posted = await copy.formData().catch(() => undefined);
  const type = posted?.get("lead_type");
  const leadType = isLeadType(type) ? type : undefined;
  const email = posted?.get("email");
  // A lead that says no type is routed as Other (the trigger's rule), and promised so.
  const member = await promisedMember(
    context.db,
    context.staff.team,
    leadType ?? "other",
    languageOf(new URL(request.url).pathname),
  );
  return data<ContactResult>(
    {
      status: "success",
      ...(leadType ? { leadType } : {}),
      member,
      correction: {
        token: receipt.correctionToken,
        ...(typeof email === "string" ? { email: email.trim().toLowerCase() } : {}),
      },
    },
    answer.init ?? undefined,
  );
}
