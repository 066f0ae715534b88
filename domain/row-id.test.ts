import { describe, expect, it } from "vitest";
import { parseRowId, ROW_ID_MAX } from "./row-id.ts";

describe("a row id from a URL, a query or a form", () => {
  it("is a whole number from 1 to the integer column's largest", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId(String(ROW_ID_MAX))).toBe(ROW_ID_MAX);
  });

  it("is nothing for what the database would refuse or a person did not mean as an id", () => {
    for (const value of [
      "0",
      "-1",
      "3000000000",
      String(ROW_ID_MAX + 1),
      "9".repeat(400),
      "1e3",
      "1.5",
      "1.0",
      " 7",
      "0x10",
      "",
      "abc",
      "\0",
      null,
      undefined,
    ])
      expect(parseRowId(value), JSON.stringify(value)).toBeUndefined();
  });
});
