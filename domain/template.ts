/**
 * A catalogue's sentence with its placeholders ('{town}') filled with text, so a sentence stays
 * whole in each language, its parts in that language's order. Here, not in app/, because the
 * browser modules that write words from the page (the payment calculator's live update) use it
 * without React.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/gi, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`interpolate: no value for ${placeholder} in "${template}"`);
    return value;
  });
}
