import { site } from "#content/site.ts";

/** QR image: 300 px wide, a 2-module quiet margin, error correction M, the brand's deep red on white. */
export const QR_OPTIONS = {
  width: 300,
  margin: 2,
  errorCorrectionLevel: "M",
  color: { dark: site.colors.brand, light: "#ffffff" },
} as const;

/** The sign-in link a QR code encodes: this site's origin + the sign-in path + the encoded event name. */
export function signInUrl(origin: string, eventName: string) {
  return `${origin}/event/sign-in?event=${encodeURIComponent(eventName)}`;
}

/**
 * The print PNG: at least 1200 px (4 inches at 300 dpi), with the 4-module
 * quiet zone ISO/IEC 18004 asks for. The scale is a whole number of pixels per
 * module, so every module prints with the same sharp edges.
 */
export const PRINT_QR = { minWidth: 1200, margin: 4 } as const;

/** Pixels per module for a code of `modules` modules a side, so the image with its quiet zone is >= minWidth. */
export function printScale(modules: number) {
  return Math.ceil(PRINT_QR.minWidth / (modules + 2 * PRINT_QR.margin));
}
