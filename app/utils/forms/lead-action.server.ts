import { randomUUID } from "node:crypto";
import { type AppLoadContext, data } from "react-router";
import type * as z from "zod/mini";
import type { LeadAttribution } from "#domain/attribution.ts";
import { type ErrorWords, wordedFieldErrors } from "#domain/forms/error-words.ts";
import { FormTokenSchema, fieldErrors } from "#domain/forms/fields.ts";
import { type FormResult, WHOLE_FORM } from "#domain/forms/form-result.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#domain/forms/guard-fields.ts";
import { PHONE_FORMAT_MESSAGE } from "#domain/forms/phone.ts";
import { type Language, languageOf } from "#domain/language.ts";
import type { LeadFormName } from "#domain/lead.ts";
import { checkPhone } from "#domain/phone.ts";
import type { FormTokenProblems } from "#server/form-token-problems.ts";
import { leadAttributionOf } from "#server/insights/visit-cookie.ts";

type SubmitOptions<S extends z.ZodMiniType> = {
  request: Request;
  context: AppLoadContext;
  form: LeadFormName;
  schema: S;
  /** Every field the form posts, with its maximum length (what may be shown again). */
  fieldMax: Record<string, number>;
  /**
   * Stores the lead in one transaction; throws when storing failed. `attribution`: where her
   * visit came from. `language`: the page's, read from the address the form posted to (/zh/… is
   * Chinese), so a lead carries the language of the page she filled in, whatever a post says.
   */
  record: (
    input: z.output<S>,
    formToken: string,
    attribution: LeadAttribution | null,
    language: Language,
  ) => Promise<void>;
  /** The form's messages in each language other than the schema's (domain/forms/error-words.ts). */
  errorWords?: Record<Language, ErrorWords | null>;
};

/**
 * The form's own text fields as posted, to show again after an error: each
 * cut to its field's maximum (a 10 MB field must not come back as a 10 MB
 * page), and anything the form does not have (guards, stray names) left out.
 */
function postedValues(formData: FormData, fieldMax: Record<string, number>) {
  const values: Record<string, string> = {};
  for (const [name, max] of Object.entries(fieldMax)) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, max);
  }
  return values;
}

/** The form token, or a made-up one (counted and logged) when the post has none that is valid. */
function formToken(formData: FormData, form: LeadFormName, problems: FormTokenProblems) {
  const posted = formData.get(FORM_TOKEN_FIELD);
  const parsed = FormTokenSchema.safeParse(posted);
  if (parsed.success) return parsed.data;
  // Storing the lead matters more than the duplicate guard: keep it, but say so.
  problems.report(form, posted === null || posted === "" ? "missing" : "malformed");
  return randomUUID();
}

/**
 * What a failed store is logged as: the form and the error's class and code
 * (the PostgreSQL SQLSTATE when there is one). Never the error's message or
 * cause: the driver puts the query's parameters, the lead itself, in them.
 */
function storeFailure(form: LeadFormName, error: unknown) {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const className = (value: unknown) =>
    value instanceof Error ? value.constructor.name : typeof value;
  const code = (cause as { code?: unknown } | null)?.code ?? (error as { code?: unknown })?.code;
  return {
    level: "error",
    msg: "storing lead failed",
    form,
    error: className(error),
    ...(cause === undefined ? {} : { cause: className(cause) }),
    ...(typeof code === "string" ? { code } : {}),
  };
}

/**
 * The form's input with its phone, if it has one, checked against the country's rules (the
 * schema's check is the light one a browser module carries) and written as that check writes
 * it; null when it is no number in service.
 */
function withCheckedPhone<T>(input: T): T | null {
  if (typeof input !== "object" || input === null || !("phone" in input)) return input;
  if (typeof input.phone !== "string" || input.phone === "") return input;
  const phone = checkPhone(input.phone);
  return phone === null ? null : { ...input, phone };
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
  fieldMax,
  record,
  errorWords,
}: SubmitOptions<S>) {
  const language = languageOf(new URL(request.url).pathname);
  const words = errorWords?.[language] ?? null;
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
      {
        status: "invalid",
        fieldErrors: { [WHOLE_FORM]: ["The form could not be read."] },
        values: {},
      },
      { status: 400 },
    );
  }
  const values = postedValues(formData, fieldMax);
  // Bots fill the honeypot: answer as if stored so they learn nothing, store nothing.
  if (formData.get(HONEYPOT_FIELD)) return data<FormResult>({ status: "success" });

  // The schema sees every posted field in full: the cut above is only for showing them again.
  const posted = Object.fromEntries(
    Object.keys(fieldMax).flatMap((name) => {
      const value = formData.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
  const parsed = schema.safeParse(posted);
  if (!parsed.success) {
    return data<FormResult>(
      {
        status: "invalid",
        fieldErrors: words ? wordedFieldErrors(parsed.error, words) : fieldErrors(parsed.error),
        values,
      },
      { status: 400 },
    );
  }
  const input = withCheckedPhone(parsed.data);
  if (input === null) {
    return data<FormResult>(
      {
        status: "invalid",
        fieldErrors: { phone: [words ? words.messages.phone : PHONE_FORMAT_MESSAGE] },
        values,
      },
      { status: 400 },
    );
  }
  try {
    await record(
      input,
      formToken(formData, form, context.formTokenProblems),
      leadAttributionOf(request),
      language,
    );
  } catch (error) {
    console.error(JSON.stringify(storeFailure(form, error)));
    return data<FormResult>({ status: "failure", values }, { status: 503 });
  }
  return data<FormResult>({ status: "success" });
}
