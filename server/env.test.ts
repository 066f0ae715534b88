import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { parseEnv } from "./env.ts";

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
    });
  });

  it("reads the values it is given", () => {
    const env = parseEnv({
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
    });
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
    });
  });

  it("builds SITE_URL from PORT when it is not set", () => {
    expect(parseEnv({ PORT: "4321" }).SITE_URL).toBe("http://localhost:4321");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({
      NODE_ENV: "",
      PORT: "",
      DATA_DIR: "",
      DATABASE_URL: "",
      SMTP_URL: "",
      MAIL_FROM: "",
      CONTACT_NOTIFY_TO: "",
      EVENT_NOTIFY_TO: "",
      SITE_URL: "",
      FORM_RATE_LIMIT_PER_MINUTE: "",
    });
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
});
