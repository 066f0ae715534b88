/**
 * What the form schema tests share: a valid contact and sign-in, the parse helper, and the
 * characters no field may carry.
 */
import { expect } from "vitest";
import { fieldErrors } from "#domain/forms/fields.ts";

export const contact = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "(617) 555-0100",
  lead_type: "buyer",
  lead_source: "Website",
  message: "Hello",
};
export const signIn = {
  firstName: "Sam",
  lastName: "Park",
  email: "sam@example.com",
  phone: "6175550100",
};

/** Any of the form schemas (classic zod or zod/mini): only safeParse is used. */
export type Schema = {
  safeParse: (input: unknown) => {
    success: boolean;
    data?: unknown;
    error?: Parameters<typeof fieldErrors>[0];
  };
};

/** The field messages a parse produces ({} when it succeeds). */
export function errorsOf(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success || !result.error ? {} : fieldErrors(result.error);
}

/** A syntactically valid address of exactly `length` characters. */
export function emailOfLength(length: number) {
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

export const CONTROL_CHARACTERS = [
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
