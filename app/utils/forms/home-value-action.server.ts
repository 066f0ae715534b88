import { type ActionFunctionArgs, data } from "react-router";
import { HOME_VALUE_FIELD_MAX, HomeValueSchema } from "#domain/forms/home-value-schema.ts";
import type { LeadReceipt } from "#server/leads.ts";
import { answerEmailCorrection } from "./email-correction-action.server.ts";
import type { HomeValueEcho, HomeValueResult } from "./home-value-result.ts";
import { submitLeadForm } from "./lead-action.server.ts";

/**
 * The home-value request's action: the shared lead-form guards and one stored
 * transaction (a seller lead with its property); on success the answer page
 * repeats the address and the e-mail (cut to their maximum lengths), with the token of its
 * "correct my address" form, whose post comes here too.
 */
export async function homeValueAction({ request, context }: ActionFunctionArgs) {
  const correction = await answerEmailCorrection(request.clone(), context);
  if (correction)
    return data<HomeValueResult>(
      { status: "success", correction: correction.state },
      { status: correction.status },
    );
  // A copy to read the echo from: the guards read the original's body.
  const copy = request.clone();
  let receipt: LeadReceipt = { correctionToken: null };
  const answer = await submitLeadForm({
    request,
    context,
    form: "home-value",
    schema: HomeValueSchema,
    fieldMax: HOME_VALUE_FIELD_MAX,
    record: async (input, token, attribution, language) => {
      receipt = await context.leads.recordHomeValue(
        { ...input, language },
        token,
        context.clientIp,
        attribution,
      );
    },
  });
  if (answer.data.status !== "success") return answer;
  const posted = await copy.formData().catch(() => undefined);
  const text = (name: keyof HomeValueEcho) => {
    const value = posted?.get(name);
    return typeof value === "string" ? value.trim().slice(0, HOME_VALUE_FIELD_MAX[name]) : "";
  };
  return data<HomeValueResult>(
    {
      status: "success",
      echo: {
        street: text("street"),
        unit: text("unit"),
        town: text("town"),
        email: text("email"),
      },
      correction: { token: receipt.correctionToken, email: text("email").toLowerCase() },
    },
    answer.init ?? undefined,
  );
}
