import { randomUUID } from "node:crypto";
import { type AppLoadContext, data } from "react-router";
import type * as z from "zod/mini";
import { FormTokenSchema, fieldErrors } from "./fields.ts";
import type { FormResult } from "./form-result.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./guard-fields.ts";

export type LeadFormName = "contact" | "sign-in";

type SubmitOptions<S extends z.ZodMiniType> = {
  request: Request;
  context: AppLoadContext;
  form: LeadFormName;
  schema: S;
  /** Stores the lead in one transaction; throws when storing failed. */
  record: (input: z.output<S>, formToken: string) => Promise<void>;
};

/** Text fields of a posted form, without the guard fields (to show again after an error). */
function postedValues(formData: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && name !== FORM_TOKEN_FIELD && name !== HONEYPOT_FIELD)
      values[name] = value;
  }
  return values;
}

/**
 * The server side of a lead form: rate limit, honeypot, validation with the
 * shared schema, then one stored transaction. Answers 400 with field messages,
 * 429 when over the limit and 503 when storing failed; never a 500 for input.
 */
export async function submitLeadForm<S extends z.ZodMiniType>({
  request,
  context,
  form,
  schema,
  record,
}: SubmitOptions<S>) {
  if (!(await context.rateLimiter.allow(form, context.clientIp))) {
    return data<FormResult>(
      {
        status: "rate-limited",
        message: "Too many submissions from your network. Please wait a minute and try again.",
      },
      { status: 429 },
    );
  }
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<FormResult>(
      { status: "invalid", fieldErrors: { form: ["The form could not be read."] }, values: {} },
      { status: 400 },
    );
  }
  const values = postedValues(formData);
  // Bots fill the honeypot: answer as if stored so they learn nothing, store nothing.
  if (formData.get(HONEYPOT_FIELD)) return data<FormResult>({ status: "success" });

  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return data<FormResult>(
      { status: "invalid", fieldErrors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const token = FormTokenSchema.safeParse(formData.get(FORM_TOKEN_FIELD)).data ?? randomUUID();
  try {
    await record(parsed.data, token);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        msg: `storing ${form} lead failed`,
        error: String(error),
        cause: String((error as { cause?: unknown }).cause ?? ""),
      }),
    );
    return data<FormResult>({ status: "failure", values }, { status: 503 });
  }
  return data<FormResult>({ status: "success" });
}
