import { z } from "zod";
import { DeliveryError } from "./delivery.ts";

/** A hand-off request gives up after this long: well inside the outbox's claim lease (120 s). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How much of a refusal's body the team sees on the lead page. */
const ANSWER_MAX = 160;

/**
 * POSTs JSON and returns the status of a 2xx answer. Anything else throws a
 * DeliveryError that the worker retries (a network error, a timeout, 408,
 * 429, 5xx) or fails at once (any other answer: trying again cannot help;
 * a redirect is not followed, so the body never goes where it was not sent).
 * `receiver` names the other end in messages: never its URL (a Zapier hook's
 * path is as good as a password) nor any header.
 */
export async function postJson(
  url: string,
  {
    body,
    headers,
    receiver,
    redact,
  }: {
    body: string;
    headers: Record<string, string>;
    receiver: string;
    /** Takes the configured secrets out of an answer (server/secrets.ts). */
    redact: (text: string) => string;
  },
): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const code = networkErrorCode(error);
    throw new DeliveryError(`${receiver} could not be reached (${code})`, {
      retry: true,
      reason: code,
    });
  }
  if (response.ok) {
    await response.body?.cancel();
    return response.status;
  }
  const answer = await shortAnswer(response, redact);
  const status = response.status;
  throw new DeliveryError(`${receiver} answered ${status}${answer ? `: ${answer}` : ""}`, {
    retry: status === 408 || status === 429 || status >= 500,
    reason: `http ${status}`,
  });
}

/**
 * ECONNREFUSED, ENOTFOUND, timeout…: what the log and the team see of a
 * request that got no answer. fetch wraps the socket's error as `cause`; its
 * code says enough, and its text may not be fit for a log.
 */
function networkErrorCode(error: unknown) {
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: unknown } };
  if (name === "TimeoutError") return "timeout";
  return typeof cause?.code === "string" ? cause.code : "network error";
}

/** A JSON answer that is an object: the only kind that names its error in a field. */
const JsonObjectSchema = z.record(z.string(), z.unknown());

/**
 * A short, non-personal part of a refusal, for the lead page: the error field
 * of a JSON answer (Follow Up Boss: `errorMessage`) or the start of a text
 * one; HTML pages say nothing useful. E-mail addresses and long numbers are
 * masked, since a refusal may quote the lead it refused, and the configured secrets redacted.
 */
async function shortAnswer(response: Response, redact: (text: string) => string) {
  const text = await response.text().catch(() => "");
  if (/html/i.test(response.headers.get("content-type") ?? "")) return "";
  // Before the masking below, which would break a key into pieces no longer recognised.
  let said = redact(text);
  try {
    const json = JsonObjectSchema.safeParse(JSON.parse(text));
    const field = json.success
      ? [json.data.errorMessage, json.data.message, json.data.error].find(
          (v) => typeof v === "string",
        )
      : undefined;
    if (typeof field === "string") said = redact(field);
  } catch {
    // Not JSON: the text itself.
  }
  return said
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[e-mail]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, "[number]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, ANSWER_MAX);
}
