/**
 * A RESO Web API client (OData 4 over HTTPS, OAuth2 client credentials), as the MLS feed worker
 * uses it: one bearer token reused until shortly before it expires, a new one fetched once when
 * the API answers 401, waits on 429 and 5xx (the provider's Retry-After when it gives one), a
 * timeout on every request, and each answer checked against the shape the caller expects. A
 * failure is a `FeedError` whose words delivery health shows; the log gets counts and status
 * codes only (never a token, a secret or a query, which may name a home).
 */
import { z } from "zod";
import type { Env } from "../env.ts";

export type ResoConfig = Pick<
  NonNullable<Env["mls"]>,
  "apiUrl" | "tokenUrl" | "clientId" | "clientSecret" | "scope"
>;

/** A run that cannot go on, in words for the team (delivery health), and the HTTP status if any. */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "FeedError";
  }
}

export type RetryOptions = {
  /** Tries per request on 429, 5xx and network failures (the first included). */
  attempts: number;
  /** The wait after the first failure without Retry-After; doubles after each. */
  baseDelayMs: number;
  /** No wait is longer, whatever Retry-After asks: a run should not hang for hours. */
  maxDelayMs: number;
};

/** 5 tries, 2 s doubling: about 30 s of trouble per request before the run gives up. */
export const DEFAULT_RESO_RETRY: RetryOptions = {
  attempts: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 120_000,
};

/** Providers answer a page of 1,000 homes within seconds; a minute means it is stuck. */
const REQUEST_TIMEOUT_MS = 60_000;

/** A token is renewed this long before it expires (at most a tenth of its life). */
const TOKEN_MARGIN_MS = 60_000;

const TokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

/** A page of an OData collection: its records and, while more remain, the next page's link. */
export type ODataPage<T> = { records: T[]; nextLink?: string };

export type ResoClient = {
  /** One page of `resource` with the query, or of a `@odata.nextLink` the API gave. */
  page: <T>(
    target: { resource: string; query: Record<string, string> } | { nextLink: string },
    record: z.ZodType<T>,
  ) => Promise<ODataPage<T>>;
};

type ClientOptions = {
  config: ResoConfig;
  retry?: RetryOptions;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (entry: Record<string, unknown>) => void;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createResoClient({
  config,
  retry = DEFAULT_RESO_RETRY,
  fetch: send = fetch,
  sleep = wait,
  log = () => {},
}: ClientOptions): ResoClient {
  const origin = new URL(config.apiUrl).origin;
  let token: { value: string; renewAt: number } | undefined;

  async function bearer(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    const response = await withRetries("token", () =>
      send(config.tokenUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: config.clientId,
          client_secret: config.clientSecret,
          scope: config.scope,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
    );
    if (response.status === 400 || response.status === 401)
      throw new FeedError(
        `The MLS's token endpoint refused the client id and secret (${response.status}): check RESO_CLIENT_ID and RESO_CLIENT_SECRET.`,
        response.status,
      );
    if (!response.ok)
      throw new FeedError(`The MLS's token endpoint answered ${response.status}.`, response.status);
    const parsed = TokenSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new FeedError("The MLS's token endpoint answered without an access token.");
    const lifeMs = (parsed.data.expires_in ?? 3600) * 1000;
    token = {
      value: parsed.data.access_token,
      renewAt: Date.now() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 10),
    };
    return token.value;
  }

  /** Sends until the answer is neither a 429, nor a 5xx, nor a network failure, or tries run out. */
  async function withRetries(what: string, request: () => Promise<Response>): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | undefined;
      let failure = "";
      try {
        response = await request();
        if (response.status !== 429 && response.status < 500) return response;
        failure = `answered ${response.status}`;
      } catch (error) {
        failure =
          error instanceof Error && error.name === "TimeoutError"
            ? `did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`
            : "could not be reached";
      }
      await response?.body?.cancel();
      if (attempt >= retry.attempts)
        throw new FeedError(
          `The MLS ${failure} ${attempt} times in a row (${what}).`,
          response?.status,
        );
      const delay = Math.min(
        retryAfterMs(response?.headers.get("retry-after") ?? null) ??
          retry.baseDelayMs * 2 ** (attempt - 1),
        retry.maxDelayMs,
      );
      log({
        level: "warn",
        msg: "MLS request will be retried",
        resource: what,
        status: response?.status ?? "network",
        attempt,
        retryInMs: delay,
      });
      await sleep(delay);
    }
  }

  async function getJson(url: string, what: string): Promise<unknown> {
    for (let renewed = false; ; renewed = true) {
      const value = await bearer();
      const response = await withRetries(what, () =>
        send(url, {
          headers: { Authorization: `Bearer ${value}`, Accept: "application/json" },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
      // An expired or revoked token: one new token and one more try, then it is the credentials.
      if (response.status === 401 && !renewed) {
        await response.body?.cancel();
        token = undefined;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedError(
          response.status === 401 || response.status === 403
            ? `The MLS refused access to ${what} (${response.status}): the licence or its credentials may have changed.`
            : `The MLS answered ${response.status} to a request for ${what}.`,
          response.status,
        );
      }
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new FeedError(
          `The MLS answered a request for ${what} with something that is not JSON; the homes from the last good sync stay.`,
        );
      }
    }
  }

  return {
    async page(target, record) {
      const what = "resource" in target ? target.resource : "next page";
      let url: string;
      if ("resource" in target) {
        // %20 for spaces, never "+": OData services read a query as a URI, not as a form.
        const query = Object.entries(target.query)
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join("&");
        url = `${config.apiUrl}/${target.resource}?${query}`;
      } else {
        // The bearer token goes to the provider's own origin only, whatever a link says.
        if (new URL(target.nextLink, config.apiUrl).origin !== origin)
          throw new FeedError(
            "The MLS's next-page link points to another site; it was not followed.",
          );
        url = new URL(target.nextLink, config.apiUrl).href;
      }
      const parsed = z
        .object({ value: z.array(record), "@odata.nextLink": z.string().optional() })
        .safeParse(await getJson(url, what));
      if (!parsed.success)
        throw new FeedError(
          `The MLS's answer for ${what} is not what the RESO Web API sends (${describeIssue(parsed.error)}); the homes from the last good sync stay.`,
        );
      return { records: parsed.data.value, nextLink: parsed.data["@odata.nextLink"] };
    },
  };
}

/** Where an answer went wrong, by field name only: a value may be a home's address. */
function describeIssue(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.filter((part) => typeof part === "string").join(".");
  return field ? `${field}: ${issue?.code}` : (issue?.code ?? "unreadable");
}
