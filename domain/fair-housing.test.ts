import { describe, expect, it } from "vitest";
import { fairHousingMessage, fairHousingWarnings } from "./fair-housing.ts";

describe("the fair-housing check", () => {
  it("names each cautioned phrase with its reason, whatever its case and line breaks", () => {
    const warnings = fairHousingWarnings(
      "Perfect for\nyoung  couples, in an EXCLUSIVE neighborhood.",
    );
    expect(warnings.map((warning) => warning.phrase)).toEqual([
      "perfect for young couples",
      "exclusive neighborhood",
    ]);
    expect(fairHousingMessage("Walking distance to church and shops")).toMatch(
      /^Fair housing: "walking distance to church": .*religious preference.*Saved as written/,
    );
  });

  it("finds the same meanings in a Chinese headline or description, inside a sentence", () => {
    expect(
      fairHousingWarnings("本房非常适合年轻夫妇，位于高档社区，近教堂。").map((w) => w.phrase),
    ).toEqual(["适合年轻夫妇", "高档社区", "近教堂"]);
    expect(fairHousingMessage("步行可达华人社区超市")).toMatch(
      /^Fair housing: "华人社区": .*national origin/,
    );
    expect(fairHousingMessage("三室两卫，带花园和车库。")).toBeNull();
  });

  it("leaves the words HUD guidance calls descriptions of the home alone", () => {
    expect(
      fairHousingMessage("A master bedroom, a family room, a desirable neighborhood."),
    ).toBeNull();
    // Whole words only: a phrase run into another word is no match.
    expect(fairHousingWarnings("nochildren")).toEqual([]);
  });
});
