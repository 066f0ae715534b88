import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone.ts";

describe("formatPhone", () => {
  it("shows a North American number the way it is dialled at home", () => {
    expect(formatPhone("+16175550199")).toBe("(617) 555-0199");
  });

  it("shows another country's number with its code apart and the rest in groups", () => {
    expect(formatPhone("+442079460958")).toBe("+44 207 946 0958");
    expect(formatPhone("+33612345678")).toBe("+33 61 234 5678");
    expect(formatPhone("+353851234567")).toBe("+353 85 123 4567");
  });

  it("leaves a number stored as typed (before numbers were normalised) as it is", () => {
    expect(formatPhone("617.555.0199 ext 2")).toBe("617.555.0199 ext 2");
  });
});
