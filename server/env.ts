import { z } from "zod";
import { site } from "#content/site.ts";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

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
    FORM_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(0)),
    // How many reverse proxies stand between the internet and this server; each appends one
    // address to X-Forwarded-For, so the client is that many entries from the right. 0: none,
    // and X-Forwarded-* headers are ignored (a client could write anything there).
    TRUST_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)).default(0),
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

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
