import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTERS,
  emailOfLength,
  errorsOf,
  signIn,
} from "#tests/support/form-schemas.ts";
import { EventNameSchema, SignInSchema } from "./sign-in-schema.ts";

describe("SignInSchema", () => {
  it("accepts a sign-in as a lead, lowercases the email and makes phone optional", () => {
    expect(SignInSchema.parse({ ...signIn, email: "Sam.Park@Example.com" })).toEqual({
      first_name: "Sam",
      last_name: "Park",
      email: "sam.park@example.com",
      phone: "+16175550100",
      answers: { workingWithAgent: null, preApproved: null, moveTimeline: null },
      followUpConsent: false,
      signedInAt: null,
    });
    expect(SignInSchema.parse({ ...signIn, phone: "" }).phone).toBe("");
    const { phone: _, ...withoutPhone } = signIn;
    expect(SignInSchema.parse(withoutPhone).phone).toBe("");
  });

  it("answers with the specification's three sign-in messages", () => {
    expect(errorsOf(SignInSchema, { firstName: "", lastName: "", email: "", phone: "" })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Invalid email address"],
    });
    expect(errorsOf(SignInSchema, { ...signIn, email: "sam.example.com" })).toEqual({
      email: ["Invalid email address"],
    });
    expect(errorsOf(SignInSchema, { email: "sam@example.com" })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
  });

  it("reads the kiosk's sign-in time as milliseconds, and ignores (never refuses) anything else", () => {
    expect(SignInSchema.parse({ ...signIn, signedInAt: "1747490700000" }).signedInAt).toBe(
      1747490700000,
    );
    for (const signedInAt of ["", "yesterday", "-5", "1e12", "1".repeat(16)]) {
      expect(SignInSchema.parse({ ...signIn, signedInAt }).signedInAt).toBeNull();
    }
  });

  it("takes the three optional answers by their posted values, and nothing else", () => {
    expect(
      SignInSchema.parse({
        ...signIn,
        workingWithAgent: "yes",
        preApproved: "cash",
        moveTimeline: "browsing",
        followUpConsent: "yes",
      }),
    ).toMatchObject({
      answers: { workingWithAgent: "yes", preApproved: "cash", moveTimeline: "browsing" },
      followUpConsent: true,
    });
    expect(SignInSchema.parse({ ...signIn, moveTimeline: "" }).answers.moveTimeline).toBeNull();
    expect(errorsOf(SignInSchema, { ...signIn, preApproved: "maybe" })).toEqual({
      preApproved: ["Please choose one of the answers"],
    });
  });

  it.each([
    ["firstName", 100, "First name must be at most 100 characters"],
    ["lastName", 100, "Last name must be at most 100 characters"],
  ])("limits %s to %i characters", (field, max, message) => {
    expect(errorsOf(SignInSchema, { ...signIn, [field]: "7".repeat(max) })).toEqual({});
    expect(errorsOf(SignInSchema, { ...signIn, [field]: "7".repeat(max + 1) })).toEqual({
      [field]: [message],
    });
  });

  it("limits email to 254 characters", () => {
    expect(errorsOf(SignInSchema, { ...signIn, email: emailOfLength(254) })).toEqual({});
    expect(errorsOf(SignInSchema, { ...signIn, email: emailOfLength(255) }).email).toContain(
      "Email must be at most 254 characters",
    );
  });

  it.each(["firstName", "lastName", "email", "phone"])(
    "rejects control characters in %s",
    (field) => {
      const label = {
        firstName: "First name",
        lastName: "Last name",
        email: "Email",
        phone: "Phone number",
      }[field]!;
      for (const char of CONTROL_CHARACTERS) {
        const value =
          field === "email"
            ? `sam${char}x@example.com`
            : field === "phone"
              ? `617${char}555`
              : `Sa${char}m`;
        expect(
          errorsOf(SignInSchema, { ...signIn, [field]: value })[field],
          JSON.stringify(char),
        ).toContain(`${label} contains characters that are not allowed`);
      }
    },
  );
});

describe("EventNameSchema", () => {
  it("trims and limits the event name to 120 characters", () => {
    expect(EventNameSchema.parse("  Spring Open House ")).toBe("Spring Open House");
    expect(EventNameSchema.safeParse("e".repeat(120)).success).toBe(true);
    const tooLong = EventNameSchema.safeParse("e".repeat(121));
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      "Event name must be at most 120 characters",
    ]);
  });

  it("rejects control characters", () => {
    for (const char of CONTROL_CHARACTERS) {
      const result = EventNameSchema.safeParse(`Open${char}House`);
      expect(
        result.error?.issues.map((issue) => issue.message),
        JSON.stringify(char),
      ).toEqual(["Event name contains characters that are not allowed"]);
    }
  });
});

describe("text mailed to the address a guest typed carries no link", () => {
  const links = [
    "Open House - verify account at https://evil.example",
    "Visit www.evil.example",
    "evil.example",
    "login.evil-bank.com now",
    "write to help@evil.example",
    // Lookalikes a mail program still links: a fullwidth or ideographic dot, a zero-width space.
    "evil\uff0ecom",
    "evil\u3002com",
    "evil.\u200bcom",
    "visit evil\uff0e\u200bcom today",
    "ｗｗｗ.evil",
  ];
  const plain = [
    "Open House 12 Elm St.",
    "Open House @ 12 Elm St, Newton",
    "Spring Open House - 45 Walnut Park",
    "J.R.",
    "Mary-Kate O'Neil",
    "Zoë 李",
  ];

  it.each(links)("refuses %j as an event name or a name", (text) => {
    expect(EventNameSchema.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([
      "Event name must not contain a web or e-mail address",
    ]);
    expect(errorsOf(SignInSchema, { ...signIn, firstName: text, lastName: text })).toEqual({
      firstName: ["First name must not contain a web or e-mail address"],
      lastName: ["Last name must not contain a web or e-mail address"],
    });
  });

  it.each(plain)("accepts %j", (text) => {
    expect(EventNameSchema.safeParse(text).success).toBe(true);
    expect(SignInSchema.safeParse({ ...signIn, firstName: text }).success).toBe(true);
  });
});
