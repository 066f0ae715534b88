import { describe, expect, it } from "vitest";
import { emailHint, mistypedEmailNote, suggestEmailDomain } from "./email-typo.ts";

describe("suggestEmailDomain", () => {
  it("suggests the common domain a mistyped one is close to", () => {
    expect(suggestEmailDomain("sam@gmial.com")).toBe("gmail.com");
    expect(suggestEmailDomain("sam@gmail.con")).toBe("gmail.com");
    expect(suggestEmailDomain("sam@hotmial.com")).toBe("hotmail.com");
    expect(suggestEmailDomain("sam@yaho.com")).toBe("yahoo.com");
    expect(suggestEmailDomain("Sam@Outlok.com")).toBe("outlook.com");
    expect(suggestEmailDomain("sam@icoud.com")).toBe("icloud.com");
  });

  it("puts right an ending no one registers under, on any domain", () => {
    expect(suggestEmailDomain("sam@acme.con")).toBe("acme.com");
    expect(suggestEmailDomain("sam@bc.edu.ogr")).toBe("bc.edu.org");
    expect(suggestEmailDomain("sam@acme.cm")).toBeNull();
  });

  it("says nothing about a common domain, an unusual one, or half an address", () => {
    expect(suggestEmailDomain("sam@gmail.com")).toBeNull();
    expect(suggestEmailDomain("sam@example.com")).toBeNull();
    expect(suggestEmailDomain("sam@harvard.edu")).toBeNull();
    expect(suggestEmailDomain("sam@")).toBeNull();
    expect(suggestEmailDomain("sam")).toBeNull();
    expect(suggestEmailDomain("")).toBeNull();
  });

  it("words the hint as a question", () => {
    expect(emailHint("sam@gmial.com")).toBe("Did you mean gmail.com?");
    expect(emailHint("sam@gmail.com")).toBe("");
  });

  it("words the team's flag as a doubt, with the likely domain", () => {
    expect(mistypedEmailNote("sam@gmial.com")).toBe("address may be mistyped: gmail.com?");
    expect(mistypedEmailNote("sam@gmail.com")).toBeNull();
  });
});
