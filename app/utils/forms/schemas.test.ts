import { describe, expect, it } from "vitest";
import { LEAD_SOURCES } from "./contact-options.ts";
import { ContactSchema } from "./contact-schema.ts";
import { FormTokenSchema, fieldErrors } from "./fields.ts";
import { EventNameSchema, SignInSchema } from "./sign-in-schema.ts";

const contact = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "(617) 555-0100",
  lead_source: "Website",
  message: "Hello",
};
const signIn = {
  firstName: "Sam",
  lastName: "Park",
  email: "sam@example.com",
  phone: "6175550100",
};

/** Any of the form schemas (classic zod or zod/mini): only safeParse is used. */
type Schema = {
  safeParse: (input: unknown) => { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
};

/** The field messages a parse produces ({} when it succeeds). */
function errorsOf(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success || !result.error ? {} : fieldErrors(result.error);
}

/** A syntactically valid address of exactly `length` characters. */
function emailOfLength(length: number) {
  const local = "a".repeat(64);
  const tld = ".com";
  let domain = "";
  while (local.length + 1 + domain.length + tld.length < length) {
    const room = length - (local.length + 1 + domain.length + tld.length);
    domain +=
      domain === "" ? "b".repeat(Math.min(63, room)) : `.${"c".repeat(Math.min(63, room - 1))}`;
  }
  const email = `${local}@${domain}${tld}`;
  expect(email).toHaveLength(length);
  return email;
}

const CONTROL_CHARACTERS = [
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
];

describe("ContactSchema", () => {
  it("accepts a complete form, trims the fields and lowercases the email", () => {
    expect(
      ContactSchema.parse({
        ...contact,
        first_name: "  Ann ",
        email: " Ann.Lee@Example.COM ",
        message: "  Hi  ",
      }),
    ).toEqual({ ...contact, email: "ann.lee@example.com", message: "Hi" });
  });

  it("makes phone optional", () => {
    const { phone: _, ...withoutPhone } = contact;
    expect(ContactSchema.parse(withoutPhone).phone).toBe("");
    expect(ContactSchema.parse({ ...contact, phone: "" }).phone).toBe("");
  });

  it.each([
    ["first_name", 100, "First name must be at most 100 characters"],
    ["last_name", 100, "Last name must be at most 100 characters"],
    ["phone", 30, "Phone must be at most 30 characters"],
  ])("limits %s to %i characters", (field, max, message) => {
    expect(errorsOf(ContactSchema, { ...contact, [field]: "7".repeat(max) })).toEqual({});
    expect(errorsOf(ContactSchema, { ...contact, [field]: "7".repeat(max + 1) })).toEqual({
      [field]: [message],
    });
  });

  it("limits email to 254 characters", () => {
    expect(errorsOf(ContactSchema, { ...contact, email: emailOfLength(254) })).toEqual({});
    expect(errorsOf(ContactSchema, { ...contact, email: emailOfLength(255) }).email).toContain(
      "Email must be at most 254 characters",
    );
  });

  it("limits the message to 5,000 characters, after trimming", () => {
    expect(errorsOf(ContactSchema, { ...contact, message: "m".repeat(5000) })).toEqual({});
    expect(errorsOf(ContactSchema, { ...contact, message: `  ${"m".repeat(5000)}\n\n` })).toEqual(
      {},
    );
    expect(errorsOf(ContactSchema, { ...contact, message: "m".repeat(5001) })).toEqual({
      message: ["Message must be at most 5,000 characters"],
    });
  });

  it("allows line breaks and tabs in the message", () => {
    const message = "First line\nSecond line\r\nThird\tline";
    expect(ContactSchema.parse({ ...contact, message }).message).toBe(message);
  });

  it("refuses NUL and every other control character in the message, with a message", () => {
    for (const char of CONTROL_CHARACTERS.filter((char) => !"\t\n\r".includes(char))) {
      expect(
        errorsOf(ContactSchema, { ...contact, message: `Hello${char}there` }),
        JSON.stringify(char),
      ).toEqual({ message: ["Message contains characters that are not allowed"] });
    }
  });

  it.each(["first_name", "last_name", "email", "phone"])(
    "rejects control characters in %s",
    (field) => {
      const label = {
        first_name: "First name",
        last_name: "Last name",
        email: "Email",
        phone: "Phone",
      }[field]!;
      for (const char of CONTROL_CHARACTERS) {
        const value = field === "email" ? `ann${char}x@example.com` : `An${char}n`;
        expect(
          errorsOf(ContactSchema, { ...contact, [field]: value })[field],
          JSON.stringify(char),
        ).toContain(`${label} contains characters that are not allowed`);
      }
    },
  );

  it("names each missing required field", () => {
    expect(
      errorsOf(ContactSchema, {
        first_name: "",
        last_name: " ",
        email: "",
        lead_source: "Website",
        message: "  ",
      }),
    ).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      email: expect.arrayContaining(["Email is required"]),
      message: ["Message is required"],
    });
    expect(errorsOf(ContactSchema, {})).toMatchObject({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      email: ["Email is required"],
      message: ["Message is required"],
    });
  });

  it("rejects an invalid email and an unknown lead source", () => {
    expect(errorsOf(ContactSchema, { ...contact, email: "ann@" })).toEqual({
      email: ["Please enter a valid email address"],
    });
    for (const source of LEAD_SOURCES)
      expect(errorsOf(ContactSchema, { ...contact, lead_source: source })).toEqual({});
    expect(errorsOf(ContactSchema, { ...contact, lead_source: "Billboard" })).toEqual({
      lead_source: ["Please choose how you heard about us"],
    });
  });
});

describe("SignInSchema", () => {
  it("accepts a sign-in as a lead, lowercases the email and makes phone optional", () => {
    expect(SignInSchema.parse({ ...signIn, email: "Sam.Park@Example.com" })).toEqual({
      first_name: "Sam",
      last_name: "Park",
      email: "sam.park@example.com",
      phone: "6175550100",
    });
    expect(SignInSchema.parse({ ...signIn, phone: "" }).phone).toBe("");
    const { phone: _, ...withoutPhone } = signIn;
    expect(SignInSchema.parse(withoutPhone).phone).toBe("");
  });

  it("answers with the sign-in form's exact messages", () => {
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

  it("allows digits only in the phone number", () => {
    for (const phone of [
      "617-555-0100",
      "(617) 5550100",
      "+16175550100",
      "617 555 0100",
      "６１７",
    ]) {
      expect(errorsOf(SignInSchema, { ...signIn, phone }), phone).toEqual({
        phone: ["Phone number may contain digits only"],
      });
    }
    expect(errorsOf(SignInSchema, { ...signIn, phone: "6175550100" })).toEqual({});
  });

  it.each([
    ["firstName", 100, "First name must be at most 100 characters"],
    ["lastName", 100, "Last name must be at most 100 characters"],
    ["phone", 30, "Phone number must be at most 30 characters"],
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

describe("FormTokenSchema", () => {
  it("accepts a UUID and refuses anything that is not a plain token", () => {
    expect(FormTokenSchema.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const token of [
      "short",
      "x".repeat(65),
      "abc def ghi jkl mno",
      "../../../../etc/passwd",
      "",
    ]) {
      expect(FormTokenSchema.safeParse(token).success, token).toBe(false);
    }
  });
});
