/**
 * The share images (public/og/*.jpg: a page's artwork beside its title) and the
 * icons (the house-mark monogram as favicon.svg, favicon.ico and PNGs).
 */
import sharp from "sharp";
import { site } from "../../content/site.ts";
import { mayWrite, originalOf, writeGenerated } from "./files.ts";
import { C } from "./svg.ts";

const OG: Record<string, readonly [artId: string, title: string]> = {
  home: ["hero/home", "Greater Boston Real Estate"],
  team: ["team/lead", "Meet Our Team"],
  portfolio: ["portfolio/home-01", "Portfolio of Sold Homes"],
  buyers: ["steps/buy-8", "Home Buying Process"],
  sellers: ["steps/sell-5", "Home Selling Process"],
  marketing: ["feature/luxury-living", "Marketing Strategy"],
  areas: ["areas/lexington", "Areas Served"],
  blog: ["hero/video-poster", "Blog"],
  faq: ["steps/buy-1", "Questions and Answers"],
  contact: ["areas/newton", "Contact Us"],
  event: ["portfolio/home-04", "Open House Sign-In"],
};
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export async function writeOgImages() {
  for (const [name, [artId, title]] of Object.entries(OG)) {
    const file = `public/og/${name}.jpg`;
    if (!(await mayWrite(file))) continue;
    const art = await sharp(originalOf(artId))
      .resize(660, 630, { fit: "cover", position: "attention" })
      .toBuffer();
    const panel = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="630">
      <rect width="540" height="630" fill="${C.paper}"/>
      <rect x="56" y="120" width="64" height="6" fill="${C.red}"/>
      <text x="56" y="96" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="4" fill="${C.red}">${escapeText(site.name.toUpperCase())}</text>
      <text font-family="DejaVu Serif, serif" font-size="54" fill="${site.colors.ink}">${title
        .split(" ")
        .reduce<string[]>((lines, word) => {
          const last = lines[lines.length - 1];
          if (last && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
          else lines.push(word);
          return lines;
        }, [])
        .map((line, i) => `<tspan x="56" y="${220 + i * 68}">${escapeText(line)}</tspan>`)
        .join("")}</text>
      <text x="56" y="560" font-family="DejaVu Sans, sans-serif" font-size="22" fill="${site.colors.muted}">${escapeText(`${site.office.city}, ${site.office.region} · ${site.serviceArea}`)}</text>
    </svg>`;
    const bytes = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: C.paper },
    })
      .composite([
        { input: Buffer.from(panel), left: 0, top: 0 },
        { input: art, left: 540, top: 0 },
      ])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await writeGenerated(file, bytes);
  }
}

// The house-mark monogram, the same drawing as app/components/logo.tsx.
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="6" fill="${C.red}"/><path d="M8 19 20 9l12 10v12H8z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M14 31v-9l6 6 6-6v9" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>`;

/** An .ico holding one PNG: a 6-byte header, one 16-byte directory entry, the PNG. */
function icoFromPng(png: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

export async function writeIcons() {
  const png = (size: number) =>
    sharp(Buffer.from(ICON_SVG), { density: 72 * (size / 40) })
      .resize(size, size)
      .png()
      .toBuffer();
  const icons: Record<string, () => Promise<Buffer>> = {
    "public/favicon.svg": async () => Buffer.from(ICON_SVG),
    "public/favicon.ico": async () => icoFromPng(await png(32), 32),
    "public/apple-touch-icon.png": () => png(180),
    "public/icon-192.png": () => png(192),
    "public/icon-512.png": () => png(512),
  };
  for (const [file, render] of Object.entries(icons))
    if (await mayWrite(file)) await writeGenerated(file, await render());
}
