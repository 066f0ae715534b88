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
