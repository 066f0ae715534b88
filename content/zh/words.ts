import type { ProcessStep } from "../types.ts";

/**
 * A collection in another language: the English items with their words replaced, in order, and
 * everything else (links, icons, slugs, figures) kept from the English, so a link or a number is
 * written once. A list of another length is refused when the module loads.
 */
export function withWords<T extends object, K extends keyof T>(
  items: readonly T[],
  words: readonly Pick<T, K>[],
): T[] {
  if (items.length !== words.length)
    throw new Error(`withWords: ${words.length} translations for ${items.length} items`);
  return items.map((item, index) => ({ ...item, ...words[index] }));
}

/** A guide's steps in another language: title, description and the picture's alt text replaced. */
export const stepsWithWords = (
  steps: readonly ProcessStep[],
  words: readonly { title: string; description: string; alt: string }[],
): ProcessStep[] =>
  withWords(
    steps,
    words.map(({ title, description, alt }, index) => ({
      title,
      description,
      image: { ...(steps[index]?.image ?? { id: "" }), alt },
    })),
  );
