import { describe, expect, it } from "vitest";
import { displayPhone } from "./phone.ts";

describe("displayPhone", () => {
  it("shows a North American number the way it is dialled at home", () => {
    expect(displayPhone("+16175550199")).toBe("(617) 555-0199");
  });

  it("leaves any other number as it is stored", () => {
    // Another country's number, and one stored as typed before contact numbers were normalised.
    expect(displayPhone("+442079460958")).toBe("+442079460958");
    expect(displayPhone("617.555.0199 ext 2")).toBe("617.555.0199 ext 2");
  });
});
