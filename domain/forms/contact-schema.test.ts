import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTERS,
  contact,
  emailOfLength,
  errorsOf,
} from "#tests/support/form-schemas.ts";
import { LEAD_SOURCES } from "./contact-options.ts";
import { ContactSchema } from "./contact-schema.ts";

describe("ContactSchema", () => {
  it("accepts a complete form, trims the fields and lowercases the email", () => {
    expect(
      ContactSchema.parse({
        ...contact,
        first_name: "  Ann ",
        email: " Ann.Lee@Example.COM ",
        message: "  Hi  ",
      }),
    ).toEqual({
      ...contact,
      email: "ann.lee@example.com",
      phone: "+16175550100",
      message: "Hi",
      followUpConsent: false,
    });
  });

  it("reads the follow-up box: ticked posts 'yes', unticked posts nothing", () => {
    expect(ContactSchema.parse({ ...contact, followUpConsent: "yes" }).followUpConsent).toBe(true);
    expect(ContactSchema.parse(contact).followUpConsent).toBe(false);
    expect(errorsOf(ContactSchema, { ...contact, followUpConsent: "on" })).toEqual({
      followUpConsent: ["Please tick the box or leave it empty"],
    });
  });

  it("makes phone optional", () => {
    const { phone: _, ...withoutPhone } = contact;
    expect(ContactSchema.parse(withoutPhone).phone).toBe("");
    expect(ContactSchema.parse({ ...contact, phone: "" }).phone).toBe("");
  });

  it.each([
    ["first_name", 100, "First name must be at most 100 characters"],
    ["last_name", 100, "Last name must be at most 100 characters"],
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
        lead_type: "seller",
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
