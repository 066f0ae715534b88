import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * What a stored post body may become in a page: the Markdown the editor writes
 * (headings, lists, links, emphasis, quotes, images with alt text, tables, code)
 * and nothing else. Raw HTML passes through Markdown untouched, so the sanitizer
 * runs on marked's output and keeps only this list: no script, style, iframe,
 * form or event handler, and links only to web, mail and phone addresses.
 * sanitize-html parses with htmlparser2, so it needs no DOM on the server.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "b",
    "i",
    "del",
    "s",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "loading", "decoding"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // An image whose address was refused (data:, javascript:) would be an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // The page's title is its one h1: a heading in the body starts at h2.
    h1: "h2",
    // Photos in a post sit below the first screen; alt="" marks one the editor left undescribed.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
  },
};

/** A stored post body as safe HTML for the page. */
export function renderPostMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, SANITIZE);
}

/** The text a reader sees, without Markdown syntax. */
export function markdownToPlainText(markdown: string) {
  return markdown
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}
