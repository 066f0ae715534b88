/**
 * The secrets the server is configured with, and taking them out of text it stores: a CRM's error
 * answer may quote the key it was sent (or the Authorization header), and that answer is shown on
 * the lead page and in the person's data.json.
 */
import type { Env } from "./env.ts";

export const REDACTED = "[redacted]";

/**
 * Shorter values are not searched for: replacing every "abc" would mangle the answer and hide
 * nothing (every secret the environment checks is 16 characters or more).
 */
const MIN_SECRET_LENGTH = 8;

/** The password of a connection URL (SMTP, PostgreSQL), decoded as it is sent. */
function passwordOf(url: string | undefined) {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every secret in the environment, and the ones generated into DATA_DIR (`generated`). The
 * webhook's URL counts: a Zapier hook's path is as good as a password.
 */
export function configuredSecrets(
  env: Partial<
    Pick<
      Env,
      | "followUpBoss"
      | "leadWebhook"
      | "mls"
      | "SMTP_URL"
      | "DATABASE_URL"
      | "SESSION_SECRET"
      | "SUPPRESSION_SECRET"
    >
  >,
  generated: readonly string[] = [],
): string[] {
  const hook = env.leadWebhook && new URL(env.leadWebhook.url);
  return [
    env.followUpBoss?.apiKey,
    env.leadWebhook?.secret,
    env.mls?.clientSecret,
    env.leadWebhook?.url,
    hook && hook.pathname !== "/" ? hook.pathname : undefined,
    passwordOf(env.SMTP_URL),
    passwordOf(env.DATABASE_URL),
    env.SESSION_SECRET,
    env.SUPPRESSION_SECRET,
    ...generated,
  ].filter((secret): secret is string => secret !== undefined);
}

const base64 = (text: string) => Buffer.from(text).toString("base64");

/**
 * A function that replaces each secret in a text with "[redacted]": as configured, URL-encoded,
 * base64-encoded, and as an HTTP Basic credential with it as the user name (how Follow Up Boss
 * takes its key), since an answer may echo the request's header.
 */
export function secretRedactor(secrets: readonly string[]): (text: string) => string {
  const forms = [
    ...new Set(
      secrets.flatMap((secret) => [
        secret,
        encodeURIComponent(secret),
        base64(secret),
        base64(`${secret}:`),
      ]),
    ),
  ]
    .filter((form) => form.length >= MIN_SECRET_LENGTH)
    // The longest first, so a secret inside another's form does not leave the rest of it.
    .sort((a, b) => b.length - a.length);
  return (text) => forms.reduce((redacted, form) => redacted.split(form).join(REDACTED), text);
}
