import { describe, expect, it } from "vitest";
import { checkPhone, formatPhone } from "./phone.ts";

describe("formatPhone", () => {
  it("shows a North American number the way it is dialled at home", () => {
    expect(formatPhone("+16175550199")).toBe("(617) 555-0199");
  });

  it("shows another country's number with its code apart, grouped as it is written there", () => {
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhone("+447911123456")).toBe("+44 7911 123456");
    expect(formatPhone("+8613812345678")).toBe("+86 138 1234 5678");
    expect(formatPhone("+33612345678")).toBe("+33 6 12 34 56 78");
    expect(formatPhone("+353851234567")).toBe("+353 85 123 4567");
  });

  it("leaves a number stored as typed (before numbers were normalised) as it is", () => {
    expect(formatPhone("617.555.0199 ext 2")).toBe("617.555.0199 ext 2");
  });
});

describe("checkPhone", () => {
  it("takes a Chinese mobile and a UK number by their country's rules", () => {
    expect(checkPhone("+8613812345678")).toBe("+8613812345678");
    expect(checkPhone("+447911123456")).toBe("+447911123456");
    expect(checkPhone("+16175550199")).toBe("+16175550199");
  });

  it("drops the UK trunk 0 written after the country code", () => {
    expect(checkPhone("+4402079460958")).toBe("+442079460958");
  });

  it("refuses a number too short for its country, or in a country code no one has", () => {
    expect(checkPhone("+86138123456")).toBeNull();
    expect(checkPhone("+4420123456")).toBeNull();
    expect(checkPhone("+99912345678")).toBeNull();
  });
});
