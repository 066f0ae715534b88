import { BRAND_COLOR } from "./brand.ts";

/** QR image settings from the specification (section 9); dark = the brand's deep red. */
export const QR_OPTIONS = {
  width: 300,
  margin: 2,
  errorCorrectionLevel: "M",
  color: { dark: BRAND_COLOR, light: "#ffffff" },
} as const;

/** The sign-in link a QR code encodes: this site's origin + the sign-in path + the encoded event name. */
export function signInUrl(origin: string, eventName: string) {
  return `${origin}/event/sign-in?event=${encodeURIComponent(eventName)}`;
}
