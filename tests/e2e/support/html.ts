/**
 * Small readers for the HTML the server sends (before any JavaScript runs):
 * tags and attributes of the <head>, headings of the body, JSON-LD blocks.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1]?.toLowerCase() === "x" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return String.fromCodePoint(value);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

type Tag = Record<string, string>;

/** Every `<name …>` start tag in the HTML, as a map of its (decoded) attributes. */
export function tags(html: string, name: string): Tag[] {
  const pattern = new RegExp(`<${name}\\b([^>]*)>`, "gi");
  return [...html.matchAll(pattern)].map((match) => {
    const attributes: Tag = {};
    for (const attribute of (match[1] ?? "").matchAll(/([^\s=/]+)(?:="([^"]*)"|='([^']*)')?/g)) {
      const key = attribute[1]!.toLowerCase();
      attributes[key] = decodeEntities(attribute[2] ?? attribute[3] ?? "");
    }
    return attributes;
  });
}

/** The document <head>. */
export function head(html: string): string {
  return html.slice(0, Math.max(0, html.search(/<\/head>/i)));
}

/** The body without its scripts (hydration data may quote markup). */
export function visibleBody(html: string): string {
  const start = html.search(/<body\b/i);
  return html.slice(start).replace(/<script\b[\s\S]*?<\/script>/gi, "");
}

export function title(html: string): string | undefined {
  const match = head(html).match(/<title>([\s\S]*?)<\/title>/i);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** Content of `<meta name=…>` or `<meta property=…>` in the head. */
export function metaContent(html: string, key: string): string | undefined {
  return tags(head(html), "meta").find((tag) => tag.name === key || tag.property === key)?.content;
}

export function linkHrefs(html: string, rel: string): string[] {
  return tags(head(html), "link")
    .filter((tag) => tag.rel?.split(/\s+/).includes(rel))
    .map((tag) => tag.href ?? "");
}

export function countElements(html: string, name: string): number {
  return tags(visibleBody(html), name).length;
}

/** Every `<script type="application/ld+json">` block, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** A page's hreflang links in its head: language → path. */
export const alternates = (html: string) =>
  Object.fromEntries(
    tags(head(html), "link")
      .filter((tag) => tag.rel === "alternate" && tag.hreflang)
      .map((tag) => [tag.hreflang, new URL(tag.href ?? "").pathname]),
  );

/** The attributes through which an element of the HTML makes the browser fetch something. */
const FETCHING_ATTRIBUTES: Record<string, string[]> = {
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  link: ["href", "imagesrcset"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  embed: ["src"],
  object: ["data"],
  input: ["src"],
};

/**
 * Every address the HTML itself has the browser fetch, resolved against `base`: the sources of
 * its elements (each candidate of a srcset), its links' targets, and the url()s and @imports of
 * its styles. A link a visitor follows (`<a href>`) is no fetch.
 */
export function fetchedUrls(html: string, base: string): string[] {
  const candidates = Object.entries(FETCHING_ATTRIBUTES).flatMap(([name, attributes]) =>
    tags(html, name).flatMap((tag) =>
      attributes.flatMap((attribute) => {
        const value = tag[attribute]?.trim();
        if (!value) return [];
        return attribute.endsWith("srcset")
          ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
          : [value];
      }),
    ),
  );
  const styles = [...html.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/gi)];
  return [...candidates, ...styles.map((match) => decodeEntities(match[2] ?? match[4] ?? ""))]
    .filter((address) => address && !address.startsWith("#"))
    .map((address) => new URL(address, base).href);
}
