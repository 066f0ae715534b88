/**
 * Image slots: the first folder of an image id names its slot, which fixes
 * the aspect ratio and the widths the build writes. The build crops every
 * original to its slot's aspect ratio, so an owner's photo of any size drops in.
 * Shared by the image build script and <ResponsiveImage>.
 */
export const IMAGE_SLOTS = {
  hero: { aspect: [16, 9], widths: [640, 960, 1440, 1920] },
  team: { aspect: [4, 5], widths: [320, 480, 720] },
  portfolio: { aspect: [4, 3], widths: [400, 640, 960] },
  areas: { aspect: [4, 5], widths: [320, 480, 720] },
  steps: { aspect: [3, 2], widths: [400, 640, 960] },
  blog: { aspect: [3, 2], widths: [400, 640, 960, 1280] },
  feature: { aspect: [4, 3], widths: [480, 800, 1200] },
} as const satisfies Record<
  string,
  { aspect: readonly [number, number]; widths: readonly number[] }
>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;

export function slotOf(id: string): ImageSlot {
  const slot = id.split("/")[0];
  if (!slot || !(slot in IMAGE_SLOTS)) throw new Error(`Image id "${id}" names no known slot`);
  return slot as ImageSlot;
}

export function imageUrl(id: string, width: number, format: (typeof IMAGE_FORMATS)[number]) {
  return `/images/${id}-${width}.${format}`;
}
