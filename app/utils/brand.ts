/**
 * The brand's deep red for the few places CSS cannot style: the browser's
 * theme-color and the QR code's dark pixels. Everything styled by CSS uses the
 * `brand` theme colour in app/app.css (`--color-brand`); brand.test.ts keeps
 * the two equal.
 */
export const BRAND_COLOR = "#8b1a1a";
