import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.ts";

/**
 * What the compiler cannot see: a translation left empty, or a list (steps, questions, towns)
 * with an item more or less than the English one. Walks both languages side by side and names
 * the place that differs.
 */
function differences(english: unknown, other: unknown, at: string): string[] {
  if (typeof english === "string")
    return typeof other === "string" && other.trim() ? [] : [`${at}: empty or missing`];
  if (typeof english === "number")
    return english === other ? [] : [`${at}: ${String(other)}, the English says ${english}`];
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length)
      return [
        `${at}: ${Array.isArray(other) ? other.length : "no"} items, the English has ${english.length}`,
      ];
    return english.flatMap((item, index) => differences(item, other[index], `${at}[${index}]`));
  }
  if (english && typeof english === "object") {
    if (!other || typeof other !== "object") return [`${at}: missing`];
    return Object.entries(english).flatMap(([key, value]) =>
      differences(value, (other as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  return [];
}

describe("the Chinese catalogues", () => {
  for (const [name, catalogue] of Object.entries(CATALOGUES))
    it(`${name}: every English string has a Chinese one, every list the same length, every figure the same`, () => {
      expect(differences(catalogue.en, catalogue["zh-Hans"], name)).toEqual([]);
    });

  it("finds an empty translation, a missing item and a changed figure", () => {
    expect(
      differences(
        { title: "Team", steps: [{ number: 1 }, { number: 2 }], figures: [{ value: 3 }] },
        { title: " ", steps: [{ number: 1 }], figures: [{ value: 4 }] },
        "page",
      ),
    ).toEqual([
      "page.title: empty or missing",
      "page.steps: 1 items, the English has 2",
      "page.figures[0].value: 4, the English says 3",
    ]);
  });
});
