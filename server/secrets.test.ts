import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { configuredSecrets, secretRedactor } from "./secrets.ts";

const SESSION = "s".repeat(40);
const SUPPRESSION = "u".repeat(40);
const env = parseEnv({
  NODE_ENV: "test",
  SMTP_URL: "smtps://mailer:p%40ss-word-99@smtp.example.com:465",
  DATABASE_URL: "postgres://site:db-pass-1234@db.example.com/site",
  SESSION_SECRET: SESSION,
  SUPPRESSION_SECRET: SUPPRESSION,
  FUB_API_KEY: "fub-key-0123456789abcdef",
  LEAD_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/123456/abcdef/",
  LEAD_WEBHOOK_SECRET: "whsec-fedcba9876543210",
});

describe("the configured secrets, taken out of a stored answer", () => {
  it("names every secret of the environment and the generated ones, passwords decoded", () => {
    expect(configuredSecrets(env, ["generated-secret-in-data-dir"]).sort()).toEqual(
      [
        "fub-key-0123456789abcdef",
        "whsec-fedcba9876543210",
        "https://hooks.zapier.com/hooks/catch/123456/abcdef/",
        "/hooks/catch/123456/abcdef/",
        "p@ss-word-99",
        "db-pass-1234",
        SESSION,
        SUPPRESSION,
        "generated-secret-in-data-dir",
      ].sort(),
    );
  });

  it("redacts each as sent, URL-encoded, base64 and as a Basic credential, and leaves short values alone", () => {
    const redact = secretRedactor([...configuredSecrets(env), "abc"]);
    const basic = Buffer.from("fub-key-0123456789abcdef:").toString("base64");
    expect(
      redact(
        `key fub-key-0123456789abcdef, Basic ${basic}, smtp p%40ss-word-99, ` +
          `${Buffer.from(SESSION).toString("base64")} at https://hooks.zapier.com/hooks/catch/123456/abcdef/ abc`,
      ),
    ).toBe("key [redacted], Basic [redacted], smtp [redacted], [redacted] at [redacted] abc");
  });
});
