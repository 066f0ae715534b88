import { inspect } from "node:util";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { withoutQueryParameters } from "./loggable-error.ts";

describe("what the log keeps of an error", () => {
  it("keeps a failed query's SQL and the database's message, never its parameters or detail", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      detail: "Key (email)=(alice@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      "select * from lead_people where search like $1",
      ["%alice@example.com%"],
      cause,
    );
    const logged = inspect(withoutQueryParameters(error));
    expect(logged).toContain("Failed query: select * from lead_people where search like $1");
    expect(logged).toContain('invalid byte sequence for encoding "UTF8": 0x00');
    expect(logged).toMatch(/\n\s+at /);
    expect(logged).not.toContain("alice");
  });

  it("leaves any other error as it is", () => {
    const error = new TypeError("x is not a function");
    expect(withoutQueryParameters(error)).toBe(error);
  });
});
