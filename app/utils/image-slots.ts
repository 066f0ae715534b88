/**
 * Image slots: the first folder of an image id names its slot, which fixes
 * the aspect ratio and the widths the build writes. The build crops every
 * original to its slot's aspect ratio, so an owner's photo of any size drops in.
 * Shared by the image build script and <ResponsiveImage>.
 */
import slotTable from "./image-slots.json";

type Slot = { aspect: readonly [number, number]; widths: readonly number[] };

/** The table lives in JSON so the image build script (plain Node) reads the same numbers. */
export const IMAGE_SLOTS = slotTable as unknown as Record<
  "hero" | "team" | "portfolio" | "areas" | "steps" | "blog" | "feature",
  Slot
>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;

export function slotOf(id: string): ImageSlot {
  const slot = id.split("/")[0];
  if (!slot || !(slot in IMAGE_SLOTS)) throw new Error(`Image id "${id}" names no known slot`);
  return slot as ImageSlot;
}

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function imageUrl(id: string, width: number, format: ImageFormat) {
  return `/images/${id}-${width}.${format}`;
}

/** Where photos uploaded in /staff are served from (server/content/photos.ts), by content hash. */
export const UPLOADED_IMAGES_PATH = "/media/u";

export function uploadedImageUrl(hash: string, width: number, format: ImageFormat) {
  return `${UPLOADED_IMAGES_PATH}/${hash}-${width}.${format}`;
}
