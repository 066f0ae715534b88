import type { Override } from "./zh-hant/overrides.ts";

type Tree = Record<string, unknown>;

/**
 * A catalogue with some of its strings replaced (content/zh-hant/overrides.ts), copied along the
 * replaced paths only. Refused when the module loads if a path names nothing or a value of
 * another kind, so an override outliving its key fails every test and the build.
 */
export function withOverrides<T>(
  catalogue: T,
  name: string,
  overrides: Record<string, Override>,
): T {
  let result: unknown = catalogue;
  for (const [path, text] of Object.entries(overrides)) {
    const [first, ...keys] = path.split(".");
    if (first === name) result = replaced(result, keys, text, path);
  }
  return result as T;
}

function replaced(value: unknown, keys: string[], text: Override, path: string): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) {
    if (typeof value !== typeof text) throw new Error(`Override ${path}: no ${typeof text} there`);
    return text;
  }
  if (typeof value !== "object" || value === null || !(key in value))
    throw new Error(`Override ${path}: no key "${key}" in the catalogue`);
  // An array is copied as one, so a list stays a list.
  const copy: Tree = Object.assign(Array.isArray(value) ? [] : {}, value as Tree);
  copy[key] = replaced(copy[key], rest, text, path);
  return copy;
}
