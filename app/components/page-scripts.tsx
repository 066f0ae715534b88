import pageScript from "#app/enhance/page.ts?inline-script";
import type { PageKind } from "#app/enhance/page-kind.ts";
import { PAGE_KIND_ATTRIBUTE } from "#app/enhance/page-kind.ts";
import { FONT_FILES_ATTRIBUTE } from "#app/enhance/web-fonts.ts";
import webFontsCheck from "#app/enhance/web-fonts-check.ts?inline-script";

/**
 * The two scripts every page runs without the framework, built from
 * app/enhance/ and inlined (scripts/inline-script-plugin.ts). The browser runs
 * an inline script once, from the HTML, and hydration keeps the element as it
 * is (React neither compares nor rewrites dangerouslySetInnerHTML when
 * hydrating), so the browser's bundle carries an empty string in their place.
 */
function InlineScript({
  code,
  nonce,
  ...attributes
}: { code: string; nonce?: string } & Record<`data-${string}`, string>) {
  return (
    <script
      nonce={nonce}
      {...attributes}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

/** In <head>: names the brand fonts before the body is drawn when this browser holds `files`. */
export function WebFontsCheck({ files, nonce }: { files: string[]; nonce?: string }) {
  return (
    <InlineScript
      code={webFontsCheck}
      nonce={nonce}
      {...{ [FONT_FILES_ATTRIBUTE]: files.join(" ") }}
    />
  );
}

/** At the end of <body>: the year, the menus, the tabs, the reveal and the fonts (app/enhance/page.ts). */
export function PageScript({ kind, nonce }: { kind: PageKind; nonce?: string }) {
  return <InlineScript code={pageScript} nonce={nonce} {...{ [PAGE_KIND_ATTRIBUTE]: kind }} />;
}
