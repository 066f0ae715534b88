import { describe, expect, it } from "vitest";
import { LEAD_SOURCES } from "./contact-options.ts";
import { ContactSchema } from "./contact-schema.ts";
import { FormTokenSchema, fieldErrors } from "./fields.ts";
import { PHONE_FORMAT_MESSAGE } from "./phone.ts";
import { EventNameSchema, SignInSchema } from "./sign-in-schema.ts";

const contact = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "(617) 555-0100",
  lead_type: "buyer",
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
  safeParse: (input: unknown) => {
    success: boolean;
    data?: unknown;
    error?: Parameters<typeof fieldErrors>[0];
  };
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

  it("answers with the sign-in form's exact messages", () => {
    expect(errorsOf(SignInSchema, { firstName: "", lastName: "", email: "", phone: "" })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email address"],
    });
    expect(errorsOf(SignInSchema, { ...signIn, email: "sam.example.com" })).toEqual({
      email: ["Please enter a valid email address"],
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

describe.each([
  { form: "contact", schema: ContactSchema as Schema, valid: contact, label: "Phone" },
  { form: "sign-in", schema: SignInSchema as Schema, valid: signIn, label: "Phone number" },
])("the $form form's phone", ({ schema, valid, label }) => {
  /** The parsed phone; a failed parse shows as its field messages. */
  const phoneOf = (phone: string) => {
    const result = schema.safeParse({ ...valid, phone });
    return result.success
      ? (result.data as { phone: string }).phone
      : errorsOf(schema, { ...valid, phone });
  };

  it("accepts a phone in any usual format and outputs it in E.164 form", () => {
    for (const phone of [
      "(617) 555-0199",
      "617-555-0199",
      "+1 617 555 0199",
      "617.555.0199",
      "6175550199",
      "1 617 555 0199",
    ]) {
      expect(phoneOf(phone), phone).toBe("+16175550199");
    }
    // Another country keeps its country code: + and the digits.
    expect(phoneOf("+44 20 7946 0958")).toBe("+442079460958");
    expect(phoneOf("011 86 10 1234 5678")).toBe("+861012345678");
  });

  it("refuses what is not a phone number", () => {
    for (const phone of [
      "555-0199", // no area code
      "(017) 555-0199", // an area code never starts with 0 or 1
      "617-155-0199", // nor does an exchange
      "call me",
      "617 555 0199 x12",
      "+0 20 7946 0958",
      "+1234567890123456", // more than 15 digits
      "６１７５５５０１９９", // full-width digits
    ]) {
      expect(errorsOf(schema, { ...valid, phone }), phone).toEqual({
        phone: [PHONE_FORMAT_MESSAGE],
      });
    }
  });

  it("limits phone to 30 characters", () => {
    // A valid number spread out with spaces to exactly 30 characters.
    const spaced = (length: number) => `617${" ".repeat(length - 10)}5550199`;
    expect(errorsOf(schema, { ...valid, phone: spaced(30) })).toEqual({});
    expect(errorsOf(schema, { ...valid, phone: spaced(31) }).phone).toContain(
      `${label} must be at most 30 characters`,
    );
  });
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
