import { z } from "zod";
import { site } from "#content/site.ts";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const RESO_CONNECTION = [
  "RESO_API_URL",
  "RESO_TOKEN_URL",
  "RESO_CLIENT_ID",
  "RESO_CLIENT_SECRET",
] as const;

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).default("production"),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
    DATA_DIR: optional(z.string()).default("./data"),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"),
    ),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
    MAIL_FROM: optional(z.string()).default(`"${site.name} Website" <website@example.com>`),
    CONTACT_NOTIFY_TO: optional(z.email()).default(site.team.lead.email),
    EVENT_NOTIFY_TO: optional(z.email()).default(site.email),
    SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    // A separate Chinese-language site the team keeps: the header's 中文 link leaves to it instead
    // of opening the page under /zh/ (issue 40). Read where pages are rendered (app/utils/language-link.ts).
    CHINESE_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    FORM_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(0)),
    // Guest thank-you mails queued in any hour, at most (server/leads.ts has the default's reason).
    GUEST_MAIL_HOURLY_CAP: optional(z.coerce.number().int().min(0)),
    // How many reverse proxies stand between the internet and this server; each appends one
    // address to X-Forwarded-For, so the client is that many entries from the right. 0: none,
    // and X-Forwarded-* headers are ignored (a client could write anything there).
    TRUST_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)).default(0),
    // The team members who may log in to /staff: there is no sign-up, this list is the door.
    STAFF_EMAILS: optional(
      z
        .string()
        .transform((list) =>
          list
            .split(",")
            .map((address) => address.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email("every address must be an e-mail address"))),
    ).default([]),
    // Signs the staff session cookie; 32 characters at least (`openssl rand -hex 32` gives 64).
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    // Keys the hash of each unsubscribed address (server/email-hash.ts); generated into DATA_DIR
    // when unset. Keep it for good: a new one forgets every unsubscribe (README, "Privacy").
    SUPPRESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    // Set: every lead is handed to Follow Up Boss as an event (server/outbox/follow-up-boss.ts).
    FUB_API_KEY: optional(z.string().trim().min(1)),
    // Follow Up Boss's API origin (docs.followupboss.com); tests point it at a local stub.
    FUB_API_URL: optional(z.url({ protocol: /^https?$/ })).default("https://api.followupboss.com"),
    // Set together: every lead is POSTed to the URL, signed with the secret (docs/lead-webhook.md).
    LEAD_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
    LEAD_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    // Set: the SMTP provider's bounces and complaints are taken at /mail-events, signed with it
    // (docs/mail-events.md); unset, that address answers 404.
    MAIL_EVENTS_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    // The MLS feed (issue 42, README "Connecting an MLS"): a RESO Web API's OData service root,
    // its OAuth2 token endpoint and the client credentials the provider issued, all four or none.
    RESO_API_URL: optional(z.url({ protocol: /^https?$/ })),
    RESO_TOKEN_URL: optional(z.url({ protocol: /^https?$/ })),
    RESO_CLIENT_ID: optional(z.string().trim().min(1)),
    RESO_CLIENT_SECRET: optional(z.string().trim().min(1)),
    RESO_SCOPE: optional(z.string().trim().min(1)).default("api"),
    // For a provider serving several MLSs: only records whose OriginatingSystemName is this one.
    RESO_ORIGINATING_SYSTEM: optional(z.string().trim().min(1)),
    // The MLS's own disclaimer, shown on every page with its homes (its IDX rules require it).
    IDX_DISCLAIMER: optional(z.string().trim().min(1)),
    IDX_SYNC_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).default(15),
    // Where the provider serves its photos (an https origin): the one image host the CSP allows
    // beside the site (docs/decisions/043; read where pages are drawn, server/mls/settings.ts).
    IDX_PHOTO_ORIGIN: optional(z.url({ protocol: /^https$/ })),
  })
  .superRefine((env, ctx) => {
    // Development may generate a secret into DATA_DIR; a production server must be given one,
    // or every restart on a fresh disk would sign the team out (and the secret would sit beside the data).
    if (env.NODE_ENV === "production" && env.STAFF_EMAILS.length > 0 && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "required when STAFF_EMAILS is set in production (generate one with `openssl rand -hex 32`)",
      });
    }
    // A webhook without its secret could not be verified; a secret without a URL is a typo.
    for (const [name, other] of [
      ["LEAD_WEBHOOK_SECRET", "LEAD_WEBHOOK_URL"],
      ["LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"],
    ] as const) {
      if (env[other] && !env[name])
        ctx.addIssue({ code: "custom", path: [name], message: `required when ${other} is set` });
    }
    // Half an MLS connection is a typo, never a choice: the feed would fail on every run.
    const connection = RESO_CONNECTION.filter((name) => env[name] !== undefined);
    if (connection.length > 0)
      for (const name of RESO_CONNECTION)
        if (env[name] === undefined)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `required when ${connection.join(", ")} ${connection.length > 1 ? "are" : "is"} set (all four connect the MLS, or none)`,
          });
    if (env.RESO_API_URL && !env.IDX_DISCLAIMER)
      ctx.addIssue({
        code: "custom",
        path: ["IDX_DISCLAIMER"],
        message: "required when RESO_API_URL is set (the MLS's disclaimer shown with its homes)",
      });
  })
  .transform(
    ({
      FUB_API_KEY,
      FUB_API_URL,
      LEAD_WEBHOOK_URL,
      LEAD_WEBHOOK_SECRET,
      RESO_API_URL,
      RESO_TOKEN_URL,
      RESO_CLIENT_ID,
      RESO_CLIENT_SECRET,
      RESO_SCOPE,
      RESO_ORIGINATING_SYSTEM,
      IDX_DISCLAIMER,
      IDX_SYNC_MINUTES,
      ...env
    }) => ({
      ...env,
      SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
      // The CRM hand-off's settings, grouped once here: present exactly when configured.
      followUpBoss: FUB_API_KEY
        ? { apiKey: FUB_API_KEY, apiUrl: FUB_API_URL.replace(/\/+$/, "") }
        : undefined,
      leadWebhook:
        LEAD_WEBHOOK_URL && LEAD_WEBHOOK_SECRET
          ? { url: LEAD_WEBHOOK_URL, secret: LEAD_WEBHOOK_SECRET }
          : undefined,
      // The MLS feed's settings, present exactly when an MLS is connected: without it nothing
      // replicates and no page speaks of an MLS.
      mls:
        RESO_API_URL && RESO_TOKEN_URL && RESO_CLIENT_ID && RESO_CLIENT_SECRET && IDX_DISCLAIMER
          ? {
              apiUrl: RESO_API_URL.replace(/\/+$/, ""),
              tokenUrl: RESO_TOKEN_URL,
              clientId: RESO_CLIENT_ID,
              clientSecret: RESO_CLIENT_SECRET,
              scope: RESO_SCOPE,
              originatingSystem: RESO_ORIGINATING_SYSTEM,
              disclaimer: IDX_DISCLAIMER,
              syncMinutes: IDX_SYNC_MINUTES,
            }
          : undefined,
    }),
  );

export type Env = z.output<typeof EnvSchema>;

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}
