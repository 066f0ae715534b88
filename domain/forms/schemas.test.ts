import { describe, expect, it } from "vitest";
import { contact, errorsOf, type Schema, signIn } from "#tests/support/form-schemas.ts";
import { ContactSchema } from "./contact-schema.ts";
import { FormTokenSchema } from "./fields.ts";
import { PHONE_FORMAT_MESSAGE } from "./phone.ts";
import { SignInSchema } from "./sign-in-schema.ts";

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
