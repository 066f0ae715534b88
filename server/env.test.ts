import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { parseEnv } from "./env.ts";

/** A value for each setting, as a deployment writes them. */
const GIVEN = {
  NODE_ENV: "development",
  PORT: "8080",
  DATA_DIR: "/var/lib/site",
  DATABASE_URL: "postgresql://user:pw@db.internal:5432/site",
  SMTP_URL: "smtps://user:pw@smtp.example.com:465",
  MAIL_FROM: "Site <site@example.com>",
  CONTACT_NOTIFY_TO: "contact@example.com",
  EVENT_NOTIFY_TO: "events@example.com",
  SITE_URL: "https://www.example.com/",
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  TRUST_PROXY_HOPS: "1",
};

describe("parseEnv", () => {
  it("has defaults for everything optional", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      DATA_DIR: "./data",
      MAIL_FROM: `"${site.name} Website" <website@example.com>`,
      CONTACT_NOTIFY_TO: site.team.lead.email,
      EVENT_NOTIFY_TO: site.email,
      SITE_URL: "http://localhost:3000",
      TRUST_PROXY_HOPS: 0,
      STAFF_EMAILS: [],
    });
  });

  it("reads the values it is given", () => {
    const env = parseEnv(GIVEN);
    expect(env).toEqual({
      NODE_ENV: "development",
      PORT: 8080,
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgresql://user:pw@db.internal:5432/site",
      SMTP_URL: "smtps://user:pw@smtp.example.com:465",
      MAIL_FROM: "Site <site@example.com>",
      CONTACT_NOTIFY_TO: "contact@example.com",
      EVENT_NOTIFY_TO: "events@example.com",
      SITE_URL: "https://www.example.com",
      TRUST_PROXY_HOPS: 1,
      FORM_RATE_LIMIT_PER_MINUTE: 0,
      STAFF_EMAILS: [],
    });
  });

  it("builds SITE_URL from PORT when it is not set", () => {
    expect(parseEnv({ PORT: "4321" }).SITE_URL).toBe("http://localhost:4321");
  });

  it("treats empty strings as unset", () => {
    const names = [...Object.keys(GIVEN), "STAFF_EMAILS", "SESSION_SECRET"];
    const env = parseEnv(Object.fromEntries(names.map((name) => [name, ""])));
    expect(env).toEqual(parseEnv({}));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.FORM_RATE_LIMIT_PER_MINUTE).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["DATABASE_URL", "./data/db"],
    ["SMTP_URL", "http://smtp.example.com"],
    ["CONTACT_NOTIFY_TO", "not-an-email"],
    ["EVENT_NOTIFY_TO", "events@"],
    ["NODE_ENV", "staging"],
    ["SITE_URL", "ftp://example.com"],
    ["FORM_RATE_LIMIT_PER_MINUTE", "-1"],
    ["FORM_RATE_LIMIT_PER_MINUTE", "many"],
    ["SESSION_SECRET", "too-short"],
    ["FUB_API_URL", "api.followupboss.com"],
    ["LEAD_WEBHOOK_URL", "hooks.zapier.com/hooks/catch/1/a"],
  ])("rejects %s=%j with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          new RegExp(`Invalid environment configuration:\\n\\s+${name}: `),
        ),
      }),
    );
  });

  it("names every bad variable at once", () => {
    let message = "";
    try {
      parseEnv({ PORT: "x", DATABASE_URL: "sqlite://db", CONTACT_NOTIFY_TO: "nobody" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^\s+PORT: /m);
    expect(message).toMatch(/^\s+DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//m);
    expect(message).toMatch(/^\s+CONTACT_NOTIFY_TO: /m);
  });

  describe("staff login", () => {
    const SECRET = "0123456789abcdef0123456789abcdef";

    it("reads STAFF_EMAILS as a list of lower-case addresses", () => {
      const env = parseEnv({
        STAFF_EMAILS: " Lena@Example.com, ,team@example.com ",
        SESSION_SECRET: SECRET,
      });
      expect(env.STAFF_EMAILS).toEqual(["lena@example.com", "team@example.com"]);
      expect(env.SESSION_SECRET).toBe(SECRET);
    });

    it("refuses a STAFF_EMAILS entry that is not an e-mail address, naming it", () => {
      expect(() =>
        parseEnv({ STAFF_EMAILS: "lena@example.com,lena", SESSION_SECRET: SECRET }),
      ).toThrow(/STAFF_EMAILS\.1: every address must be an e-mail address/);
    });

    it("requires SESSION_SECRET in production once STAFF_EMAILS is set, and says how to make one", () => {
      expect(() => parseEnv({ STAFF_EMAILS: "lena@example.com" })).toThrow(
        /SESSION_SECRET: required when STAFF_EMAILS is set in production \(generate one with `openssl rand -hex 32`\)/,
      );
      expect(() =>
        parseEnv({
          NODE_ENV: "production",
          STAFF_EMAILS: "lena@example.com",
          SESSION_SECRET: SECRET,
        }),
      ).not.toThrow();
    });

    it("lets development and a site without staff start without a secret", () => {
      expect(
        parseEnv({ NODE_ENV: "development", STAFF_EMAILS: "lena@example.com" }).SESSION_SECRET,
      ).toBeUndefined();
      expect(parseEnv({ NODE_ENV: "production" }).SESSION_SECRET).toBeUndefined();
    });
  });

  describe("CRM hand-off", () => {
    it("hands nothing off unless configured", () => {
      const env = parseEnv({});
      expect(env.followUpBoss).toBeUndefined();
      expect(env.leadWebhook).toBeUndefined();
    });

    it("sends to Follow Up Boss's API origin unless FUB_API_URL points elsewhere", () => {
      expect(parseEnv({ FUB_API_KEY: "key" }).followUpBoss).toEqual({
        apiKey: "key",
        apiUrl: "https://api.followupboss.com",
      });
      expect(
        parseEnv({ FUB_API_KEY: "key", FUB_API_URL: "http://127.0.0.1:9999/" }).followUpBoss,
      ).toEqual({ apiKey: "key", apiUrl: "http://127.0.0.1:9999" });
    });

    it("takes the webhook with its secret only, naming the missing half", () => {
      const secret = "0123456789abcdef";
      const url = "https://hooks.zapier.com/hooks/catch/1/abc/";
      expect(parseEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret }).leadWebhook).toEqual({
        url,
        secret,
      });
      expect(() => parseEnv({ LEAD_WEBHOOK_URL: url })).toThrow(
        /LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set/,
      );
      expect(() => parseEnv({ LEAD_WEBHOOK_SECRET: secret })).toThrow(
        /LEAD_WEBHOOK_URL: required when LEAD_WEBHOOK_SECRET is set/,
      );
      expect(() => parseEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: "short" })).toThrow(
        /LEAD_WEBHOOK_SECRET: must be at least 16 characters/,
      );
    });
  });

  describe("MLS feed", () => {
    const CONNECTION = {
      RESO_API_URL: "https://api.bridgedataoutput.com/api/v2/OData/mlspin/",
      RESO_TOKEN_URL: "https://api.bridgedataoutput.com/oauth2/token",
      RESO_CLIENT_ID: "client-id",
      RESO_CLIENT_SECRET: "client-secret-0123456789",
      IDX_DISCLAIMER: "The property listing data is provided by MLS Property Information Network.",
    };

    it("has no MLS unless RESO_API_URL is set", () => {
      expect(parseEnv({}).mls).toBeUndefined();
    });

    it("groups the connection with its defaults: scope api, a sync every 15 minutes", () => {
      expect(parseEnv(CONNECTION).mls).toEqual({
        apiUrl: "https://api.bridgedataoutput.com/api/v2/OData/mlspin",
        tokenUrl: CONNECTION.RESO_TOKEN_URL,
        clientId: "client-id",
        clientSecret: "client-secret-0123456789",
        scope: "api",
        originatingSystem: undefined,
        disclaimer: CONNECTION.IDX_DISCLAIMER,
        syncMinutes: 15,
      });
      expect(
        parseEnv({
          ...CONNECTION,
          RESO_SCOPE: "read",
          RESO_ORIGINATING_SYSTEM: "MLSPIN",
          IDX_SYNC_MINUTES: "5",
        }).mls,
      ).toMatchObject({ scope: "read", originatingSystem: "MLSPIN", syncMinutes: 5 });
    });

    it("refuses half a connection, naming each missing setting", () => {
      const { RESO_CLIENT_SECRET: _secret, RESO_TOKEN_URL: _token, ...half } = CONNECTION;
      let message = "";
      try {
        parseEnv(half);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /^\s+RESO_TOKEN_URL: required when RESO_API_URL, RESO_CLIENT_ID are set/m,
      );
      expect(message).toMatch(/^\s+RESO_CLIENT_SECRET: required when /m);
      expect(() => parseEnv({ RESO_CLIENT_SECRET: "secret" })).toThrow(/RESO_API_URL: required/);
    });

    it("requires the MLS's disclaimer with a connection, and a sync interval in minutes", () => {
      const { IDX_DISCLAIMER: _disclaimer, ...withoutDisclaimer } = CONNECTION;
      expect(() => parseEnv(withoutDisclaimer)).toThrow(
        /IDX_DISCLAIMER: required when RESO_API_URL is set/,
      );
      expect(() => parseEnv({ ...CONNECTION, IDX_SYNC_MINUTES: "0" })).toThrow(
        /IDX_SYNC_MINUTES: /,
      );
      expect(() => parseEnv({ ...CONNECTION, RESO_API_URL: "api.example.com" })).toThrow(
        /RESO_API_URL: /,
      );
    });
  });
});
