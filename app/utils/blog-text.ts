/** At most `max` characters of text, cut back to a word boundary. */
export function truncateAtWord(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return cut.slice(0, lastSpace > 0 ? lastSpace : max).replace(/[\s,;:.-]+$/, "");
}
