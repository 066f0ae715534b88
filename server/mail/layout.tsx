/**
 * Every e-mail the site sends is a short list of blocks, rendered two ways from that one source:
 * HTML through React (`renderToStaticMarkup`, which escapes every value) inside the one layout
 * (the brand above, the brokerage and the office's address below), and the plain-text part by
 * `blockText`. A mail module says what it says once; neither part is kept by hand.
 *
 * A link ends its line in the text part ("Open the lead: https://…"), so a mail puts its links
 * at the end of a sentence; a `mailto:` or `tel:` link shows its text alone (it is the address).
 */
import { type CSSProperties, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brokerageLine, officeAddressLine, site } from "#content/site.ts";

export type Link = { text: string; href: string };
export type Inline = string | Link | { strong: string };
/** One line of a paragraph: a piece of text, or several in a row. */
export type Line = Inline | readonly Inline[];

export type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; lines: readonly Line[] }
  | { kind: "facts"; rows: readonly (readonly [label: string, value: string])[] }
  /** A titled text kept as typed, line breaks included (a lead's message). */
  | { kind: "quote"; title: string; text: string }
  | { kind: "links"; title: string; items: readonly (Link & { detail: string })[] }
  /** Homes as cards (a saved search's alert): each card links to its home's page. */
  | { kind: "homes"; items: readonly MailHomeCard[] };

export type MailHomeCard = {
  href: string;
  /** What the mail tells of it ("New", "Price reduced"). */
  label: string;
  price: string;
  address: string;
  counts: string;
  /** The listing office, which the MLS asks every card to name. */
  office: string | null;
  photo: { url: string; width: number; height: number; alt: string } | null;
};

/** A card's width in the mail: the photo scales down to it, its height kept in proportion. */
const CARD_PHOTO_WIDTH = 480;

export type MailContent = {
  subject: string;
  /** The language the mail is written in (BCP 47), English unless told. */
  lang?: string;
  blocks: readonly Block[];
  /** Why the reader gets this mail and how to stop it: under the office's address. */
  footer?: readonly Line[];
  replyTo: string;
};

export type NotificationEmail = {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  /** Extra header lines (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The name the mail comes from, on the site's own address (an alert: the agent's). */
  fromName?: string;
};

const INK = site.colors.ink;
const MUTED = site.colors.muted;
const BRAND = site.colors.brand;

const isSeveral = (line: Line): line is readonly Inline[] => Array.isArray(line);
const lineParts = (line: Line): readonly Inline[] => (isSeveral(line) ? line : [line]);

const showsItsAddress = ({ text, href }: Link) =>
  href === text || href.startsWith("mailto:") || href.startsWith("tel:");

function inlineText(part: Inline): string {
  if (typeof part === "string") return part;
  if ("strong" in part) return part.strong;
  return showsItsAddress(part) ? part.text : `${part.text}: ${part.href}`;
}

const lineText = (line: Line) => lineParts(line).map(inlineText).join("");

/** The plain-text part of one block. */
export function blockText(block: Block): string {
  switch (block.kind) {
    case "heading":
      return block.text;
    case "paragraph":
      return block.lines.map(lineText).join("\n");
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "quote":
      return `${block.title}:\n${block.text}`;
    case "links":
      return [
        `${block.title}:`,
        ...block.items.map((item) => `- ${item.text}: ${item.detail}\n  ${item.href}`),
      ].join("\n");
    case "homes":
      return block.items
        .map((home) =>
          [`${home.label}: ${home.price}`, home.address, home.counts, home.office, home.href]
            .filter(Boolean)
            .join("\n"),
        )
        .join("\n\n");
  }
}

function InlineView({ part, style }: { part: Inline; style?: CSSProperties }) {
  if (typeof part === "string") return part;
  if ("strong" in part) return <strong>{part.strong}</strong>;
  return (
    <a href={part.href} style={style}>
      {part.text}
    </a>
  );
}

function Lines({ lines, linkStyle }: { lines: readonly Line[]; linkStyle?: CSSProperties }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {lineParts(line).map((part, at) => (
        <InlineView key={at} part={part} style={linkStyle} />
      ))}
    </Fragment>
  ));
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading":
      return <h2 style={{ color: BRAND }}>{block.text}</h2>;
    case "paragraph":
      return (
        <p>
          <Lines lines={block.lines} />
        </p>
      );
    case "facts":
      return (
        <table cellPadding={6}>
          <tbody>
            {block.rows.map(([label, value], index) => (
              <tr key={index}>
                <th align="left">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "quote":
      return (
        <>
          <h3>{block.title}</h3>
          <p style={{ whiteSpace: "pre-wrap" }}>{block.text}</p>
        </>
      );
    case "links":
      return (
        <>
          <h2 style={{ fontSize: 16, color: BRAND }}>{block.title}</h2>
          <ul>
            {block.items.map((item, index) => (
              <li key={index}>
                <a href={item.href}>{item.text}</a>: {item.detail}
              </li>
            ))}
          </ul>
        </>
      );
    case "homes":
      return block.items.map((home, index) => (
        <table key={index} cellPadding={0} cellSpacing={0} style={{ margin: "0 0 24px" }}>
          <tbody>
            {home.photo && (
              <tr>
                <td>
                  <a href={home.href}>
                    <img
                      src={home.photo.url}
                      alt={home.photo.alt}
                      width={CARD_PHOTO_WIDTH}
                      height={Math.round((home.photo.height / home.photo.width) * CARD_PHOTO_WIDTH)}
                      style={{ display: "block", maxWidth: "100%", height: "auto", border: 0 }}
                    />
                  </a>
                </td>
              </tr>
            )}
            <tr>
              <td style={{ paddingTop: 8 }}>
                <span style={{ color: BRAND, fontWeight: "bold" }}>{home.label}</span>
                <br />
                <a href={home.href} style={{ color: INK, fontSize: 18, fontWeight: "bold" }}>
                  {home.price}
                </a>
                <br />
                {home.address}
                <br />
                {home.counts}
                {home.office && (
                  <>
                    <br />
                    <span style={{ fontSize: 12, color: MUTED }}>{home.office}</span>
                  </>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      ));
  }
}

/** The one frame of every mail: the brand above, the brokerage and the office below. */
function MailLayout({
  subject,
  lang,
  footer,
  children,
}: {
  subject: string;
  lang: string;
  footer: readonly Line[];
  children: ReactNode;
}) {
  const small: CSSProperties = { fontSize: 12, color: MUTED };
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: "Arial,sans-serif", color: INK, lineHeight: 1.5 }}>
        <p style={{ fontSize: 18, fontWeight: "bold", color: BRAND }}>{site.name}</p>
        {children}
        <hr style={{ border: 0, borderTop: "1px solid #e7e5e4" }} />
        <p style={small}>
          <Lines lines={footer} linkStyle={{ color: MUTED }} />
        </p>
      </body>
    </html>
  );
}

/** The mail's subject, reply address and both parts. */
export function renderMail({
  subject,
  lang = "en",
  blocks,
  footer = [],
  replyTo,
}: MailContent): NotificationEmail {
  const footerLines: Line[] = [brokerageLine, officeAddressLine, ...footer];
  const html = `<!doctype html>${renderToStaticMarkup(
    <MailLayout subject={subject} lang={lang} footer={footerLines}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </MailLayout>,
  )}`;
  const text = `${[...blocks.map(blockText), ["--", ...footerLines.map(lineText)].join("\n")].join("\n\n")}\n`;
  return { subject, text, html, replyTo };
}
