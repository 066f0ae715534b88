import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.ts";

/** The figures a string writes: 1,800 and $1,250,000 as 1800 and 1250000. */
const figuresIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((figure) => figure.replaceAll(",", ""));

/**
 * Issue 40 §1 keeps the figures identical in both languages; the phone fields' examples are the
 * exception: the Chinese forms show a number from China (+86 138 0013 8000), as their readers
 * write one.
 */
const OWN_FIGURES = /\.phonePlaceholder$/;

/**
 * What the compiler cannot see: a translation left empty, a figure its English writes and it
 * does not, or a list (steps, questions, towns) with an item more or less than the English one.
 * Walks both languages side by side and names the place that differs.
 */
function differences(english: unknown, other: unknown, at: string): string[] {
  if (typeof english === "string") {
    if (typeof other !== "string" || !other.trim()) return [`${at}: empty or missing`];
    const written = figuresIn(other);
    const missing = figuresIn(english).filter((figure) => !written.includes(figure));
    return missing.length && !OWN_FIGURES.test(at) ? [`${at}: no ${missing.join(", ")}`] : [];
  }
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
    it(`${name}: every English string has a Chinese one writing its figures, every list the same length, every figure the same`, () => {
      expect(differences(catalogue.en, catalogue["zh-Hans"], name)).toEqual([]);
    });

  it("finds a figure left out of a sentence, and lets a phone example be the reader's own", () => {
    expect(
      differences(
        {
          intro: "Over 1,200 homes sold in 10 years.",
          phonePlaceholder: "(617) 555-0123",
        },
        { intro: "10年来售出逾1000套房子。", phonePlaceholder: "+86 138 0013 8000" },
        "page",
      ),
    ).toEqual(["page.intro: no 1200"]);
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
