import { site } from "#content/site.ts";
import { DEFAULT_LANGUAGE, type Language, pathIn } from "./language.ts";

/** What a blank event name gets on the generator's answer page. */
export const EVENT_NAME_REQUIRED = "Event name is required";

/** What the generator says when drawing the code failed: the specification's words (§8). */
export const QR_FAILURE_MESSAGE = "Failed to generate QR code";

/** QR image: 300 px wide, a 2-module quiet margin, error correction M, the brand's deep red on white. */
export const QR_OPTIONS = {
  width: 300,
  margin: 2,
  errorCorrectionLevel: "M",
  color: { dark: site.colors.brand, light: "#ffffff" },
} as const;

/**
 * The on-screen image is drawn at three times the size it is shown (300 px), so it stays sharp on
 * a phone's screen of two or three device pixels per CSS pixel (Lighthouse's image-size-responsive).
 */
const SCREEN_DENSITY = 3;

/**
 * The sign-in link a QR code encodes: this site's origin + the sign-in path in the guest's
 * language (the generator's page's) + the encoded event name.
 */
export function signInUrl(origin: string, eventName: string, language = DEFAULT_LANGUAGE) {
  return `${origin}${pathIn(language, "/event/sign-in")}?event=${encodeURIComponent(eventName)}`;
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

/** The generator's answer for one event: the on-screen image and the print-resolution PNG. */
export type GeneratedQr = { eventName: string; url: string; dataUrl: string; printDataUrl: string };

/** The parts of the `qrcode` package the generator uses (imported on demand). */
type QrEncoder = Pick<typeof import("qrcode"), "create" | "toDataURL">;

/**
 * The codes for an event's sign-in link on `origin`, as PNG data URLs, drawn by
 * the server for the generator's answer page.
 */
export async function generateQr(
  encoder: QrEncoder,
  origin: string,
  eventName: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GeneratedQr> {
  const url = signInUrl(origin, eventName, language);
  const { width: _screenWidth, ...colours } = QR_OPTIONS;
  const modules = encoder.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel })
    .modules.size;
  const [dataUrl, printDataUrl] = await Promise.all([
    encoder.toDataURL(url, { ...QR_OPTIONS, width: QR_OPTIONS.width * SCREEN_DENSITY }),
    encoder.toDataURL(url, { ...colours, margin: PRINT_QR.margin, scale: printScale(modules) }),
  ]);
  return { eventName, url, dataUrl, printDataUrl };
}

/** What a code the team prints is on: a lead from it is named "QR: <campaign>" (domain/attribution.ts). */
export type PrintedCode = "open-house-sign" | "listing-flyer";

/**
 * The link a printed code encodes: the page's own address with utm_ tags naming the print, so a
 * sign-in or showing request from it says "QR: 12 Elm St open house" (issue 44).
 */
export function withQrTags(url: string, printed: PrintedCode, campaign: string) {
  const tagged = new URL(url);
  tagged.searchParams.set("utm_source", printed);
  tagged.searchParams.set("utm_medium", "qr");
  tagged.searchParams.set("utm_campaign", campaign);
  return tagged.href;
}

/** Where the generator's form is answered without JavaScript: a page with the code (GET ?event=). */
export const QR_CODE_PAGE = "/event/qr-code";
