import { expect } from "vitest";

/** Fails naming the values that stand more than once (`what` says what they are). */
export function expectUnique(values: readonly string[], what: string) {
  const repeated = values.filter((value, index) => values.indexOf(value) !== index);
  expect(repeated, `repeated ${what}`).toEqual([]);
}
