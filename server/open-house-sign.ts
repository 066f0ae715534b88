/**
 * The open house's QR code: its short sign-in address (/oh/<code>) as the printed sign's SVG
 * and as a downloadable PNG of at least 1200 px with the address and date under the code, so
 * two printouts never look alike. Drawn with the qrcode package; sharp composes the PNG.
 */
import QRCode from "qrcode";
import sharp from "sharp";
import { oneLineText } from "#domain/forms/control-characters.ts";
import { type OpenHouseAddress, openHousePath, streetLine } from "#domain/open-house.ts";
import { PRINT_QR, printScale, QR_OPTIONS, withQrTags } from "#domain/qr.ts";
import type { Database } from "./db/client.ts";
import { getOpenHouseBySource } from "./open-houses.ts";
import { rowId } from "./staff/request.ts";

/** The address the code and the sign print: the site's origin (SITE_URL, never a request's Host) + /oh/<code>. */
export const openHouseSignInUrl = (siteUrl: string, code: string) =>
  `${siteUrl}${openHousePath(code)}`;

/** The link the printed sign's code encodes: the short address with its QR tags. */
export const openHouseQrUrl = (
  siteUrl: string,
  house: Pick<OpenHouseAddress, "street" | "unit"> & { code: string },
) =>
  withQrTags(
    openHouseSignInUrl(siteUrl, house.code),
    "open-house-sign",
    `${streetLine(house)} open house`,
  );

/**
 * The open house an events URL names (its lead source id), to print: the record,
 * its sign-in URL and the short address printed under the code. SITE_URL, never
 * the request's Host: the code is printed and handed to guests. 404 when the id
 * names no open house.
 */
export async function openHouseToPrint(db: Database, siteUrl: string, param: string | undefined) {
  const id = rowId(param);
  const house = id === undefined ? undefined : await getOpenHouseBySource(db, id);
  if (!house) throw new Response("No such open house", { status: 404 });
  return {
    house,
    url: openHouseQrUrl(siteUrl, house),
    shortAddress: `${new URL(siteUrl).host}${openHousePath(house.code)}`,
  };
}

/** The code as an SVG data URL: sharp at any print size. */
export async function openHouseQrSvg(url: string): Promise<string> {
  const { width: _width, ...colours } = QR_OPTIONS;
  const svg = await QRCode.toString(url, { ...colours, margin: PRINT_QR.margin, type: "svg" });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Fonts librsvg finds on a usual Linux server; the PNG is made on the server, not in a browser. */
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/**
 * The open house's own words go into SVG markup as text, never as markup; a control character
 * stored before the form dropped them (control-characters.ts) is not valid XML, so it goes too.
 */
const escapeXml = (text: string) =>
  oneLineText(text).replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/**
 * The print PNG: the code at a whole number of pixels per module (>= 1200 px with its quiet
 * zone), then the address, the date and time and the short address in plain characters.
 */
export async function openHouseQrPng({
  url,
  street,
  town,
  when,
  shortAddress,
}: {
  url: string;
  /** '12 Elm Street, Unit 3' */
  street: string;
  /** 'Newton, MA 02458' */
  town: string;
  when: string;
  shortAddress: string;
}): Promise<Buffer> {
  const { width: _width, ...colours } = QR_OPTIONS;
  const modules = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel })
    .modules.size;
  const code = await QRCode.toBuffer(url, {
    ...colours,
    margin: PRINT_QR.margin,
    scale: printScale(modules),
    type: "png",
  });
  const size = (await sharp(code).metadata()).width ?? PRINT_QR.minWidth;
  const textHeight = 480;
  // About 0.6 em a character in this face: each line is cut to what the image's width holds.
  const line = (text: string, fontSize: number) => {
    const fits = Math.floor((size * 0.92) / (fontSize * 0.6));
    return escapeXml(text.length > fits ? `${text.slice(0, fits - 1)}…` : text);
  };
  const lines = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${textHeight}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="50%" y="70" text-anchor="middle" font-family="${FONT}" font-size="54" font-weight="bold" fill="#1c1917">${line(street, 54)}</text>
  <text x="50%" y="145" text-anchor="middle" font-family="${FONT}" font-size="44" fill="#1c1917">${line(town, 44)}</text>
  <text x="50%" y="225" text-anchor="middle" font-family="${FONT}" font-size="44" fill="#1c1917">${line(when, 44)}</text>
  <text x="50%" y="320" text-anchor="middle" font-family="${FONT}" font-size="42" fill="#8b1a1a">Scan to sign in, or type:</text>
  <text x="50%" y="390" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="bold" fill="#8b1a1a">${line(shortAddress, 46)}</text>
</svg>`;
  return sharp({
    create: { width: size, height: size + textHeight, channels: 3, background: "#ffffff" },
  })
    .composite([
      { input: code, top: 0, left: 0 },
      { input: Buffer.from(lines), top: size, left: 0 },
    ])
    .png()
    .toBuffer();
}
