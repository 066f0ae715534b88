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

  it("keeps every line a long post shares with its next version", () => {
    const body = Array.from({ length: 3_000 }, (_, line) => `Paragraph ${line}`);
    const edited = [...body.slice(0, 1_500), "A new paragraph", ...body.slice(1_500)];
    const lines = diffLines(body.join("\n"), edited.join("\n"));
    expect(lines.filter((line) => line.kind !== "same")).toEqual([
      { kind: "added", text: "A new paragraph" },
    ]);
    expect(lines).toHaveLength(3_001);
  });

  it("shows a text rewritten past the limit as removed, then added, whole", () => {
    const older = Array.from({ length: 2_500 }, (_, line) => `Old ${line}`);
    const newer = Array.from({ length: 2_500 }, (_, line) => `New ${line}`);
    const lines = diffLines(older.join("\n"), newer.join("\n"));
    expect(lines.slice(0, 2_500).every((line) => line.kind === "removed")).toBe(true);
    expect(lines.slice(2_500).every((line) => line.kind === "added")).toBe(true);
    expect(lines).toHaveLength(5_000);
  });
});
