/**
 * Image slots: the first folder of an image id names its slot, which fixes
 * the aspect ratio and the widths the build writes. The build crops every
 * original to its slot's aspect ratio, so an owner's photo of any size drops in.
 * Shared by the image build script and <ResponsiveImage>.
 */
import slotTable from "./image-slots.json";

/**
 * `fit: "contain"`: the whole image inside the aspect on white, nothing cut (a floor plan);
 * otherwise the image fills the aspect and its edges are cropped (a photo).
 * `card`: one more JPEG, the SOCIAL_CARD crop, for a page whose Open Graph image it is.
 */
type Slot = {
  aspect: readonly [number, number];
  widths: readonly number[];
  fit?: "contain";
  card?: true;
};

/**
 * The Open Graph image's size: 1.91:1 at 1200 px wide, what Facebook, LinkedIn and iMessage
 * draw as a large card without cropping (Facebook's sharing guide: "1200 x 630").
 */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** The file-name part that stands for the card where a width stands for the others. */
export const CARD_VARIANT = "card";

/** How a stored variant was cut: to its slot's aspect (at a width), or as the card. */
export type PhotoCrop = "slot" | typeof CARD_VARIANT;

/**
 * A slot as the JSON table gives it, its aspect checked to be a pair of positive numbers.
 * The table lives in JSON so the image build script (plain Node) reads the same numbers.
 */
function slot(name: keyof typeof slotTable): Slot {
  const {
    aspect: [width, height, ...rest],
    widths,
    fit,
    card,
  }: { aspect: number[]; widths: number[]; fit?: string; card?: boolean } = slotTable[name];
  if (!width || !height || width < 0 || height < 0 || rest.length > 0)
    throw new Error(`Image slot "${name}" needs an aspect of two positive numbers`);
  if (fit !== undefined && fit !== "contain")
    throw new Error(`Image slot "${name}": fit is "contain" or absent`);
  if (card !== undefined && card !== true)
    throw new Error(`Image slot "${name}": card is true or absent`);
  return { aspect: [width, height], widths, ...(fit ? { fit } : {}), ...(card ? { card } : {}) };
}

/** Every slot of the JSON table, each once: the build and the pages agree on the same set. */
export const IMAGE_SLOTS = {
  hero: slot("hero"),
  team: slot("team"),
  portfolio: slot("portfolio"),
  areas: slot("areas"),
  steps: slot("steps"),
  blog: slot("blog"),
  feature: slot("feature"),
  /** A listing's gallery (issue 41): 3:2 as a phone shoots landscape, up to a wide screen's full width. */
  listing: slot("listing"),
  /** A listing's floor plan: all of it, on white, never cropped. */
  floorplan: slot("floorplan"),
} satisfies Record<keyof typeof slotTable, Slot>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

export const isImageSlot = (name: string): name is ImageSlot => Object.hasOwn(IMAGE_SLOTS, name);

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;

export function slotOf(id: string): ImageSlot {
  const name = id.split("/")[0];
  if (name === undefined || !isImageSlot(name))
    throw new Error(`Image id "${id}" names no known slot`);
  return name;
}

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function imageUrl(id: string, width: number | typeof CARD_VARIANT, format: ImageFormat) {
  return `/images/${id}-${width}.${format}`;
}

/** Where photos uploaded in /staff are served from (server/content/photos.ts), by content hash. */
export const UPLOADED_IMAGES_PATH = "/media/u";

export function uploadedImageUrl(
  hash: string,
  width: number | typeof CARD_VARIANT,
  format: ImageFormat,
) {
  return `${UPLOADED_IMAGES_PATH}/${hash}-${width}.${format}`;
}
