import { describe, expect, it } from "vitest";
import { diffLines } from "./line-diff.ts";

describe("comparing a revision with the one before it", () => {
  it("marks the lines removed and added, keeping the rest in order", () => {
    expect(
      diffLines(
        "## Offers\nBe quick\nBring a letter",
        "## Offers\nBe ready\nBring a letter\nCall us",
      ),
    ).toEqual([
      { kind: "same", text: "## Offers" },
      { kind: "removed", text: "Be quick" },
      { kind: "added", text: "Be ready" },
      { kind: "same", text: "Bring a letter" },
      { kind: "added", text: "Call us" },
    ]);
  });

  it("shows a field that was empty, or emptied", () => {
    expect(diffLines("", "Newton")).toEqual([{ kind: "added", text: "Newton" }]);
    expect(diffLines("Newton", "")).toEqual([{ kind: "removed", text: "Newton" }]);
    expect(diffLines("same", "same")).toEqual([{ kind: "same", text: "same" }]);
  });
});
