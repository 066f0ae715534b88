import { IMAGE_SLOTS } from "#domain/images/image-slots.ts";
import { type PhotoRef, photoSlot, photoUrl } from "#domain/images/photo-ref.ts";

type ResponsiveImageProps = {
  /** A built image ({ id, alt }) or one uploaded in /staff ({ hash, slot, alt }). */
  image: PhotoRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's LCP image: loaded eagerly with high priority (and preloaded by the route). */
  priority?: boolean;
  className?: string;
  /** The language of `image.alt` where it is not the page's ("en" on a Chinese page). */
  lang?: string;
};

/**
 * One image from the site's media folder (or uploaded in /staff) as AVIF, WebP and JPEG at the widths
 * of its slot. Width and height come from the slot's aspect ratio, so the box
 * is reserved before the file arrives (no layout shift).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  lang,
}: ResponsiveImageProps) {
  const slot = IMAGE_SLOTS[photoSlot(image)];
  const [aspectW, aspectH] = slot.aspect;
  const widest = slot.widths[slot.widths.length - 1]!;
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    slot.widths.map((w) => `${photoUrl(image, w, format)} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={photoUrl(image, slot.widths[1] ?? widest, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        alt={image.alt}
        lang={lang}
        width={widest}
        height={Math.round((widest * aspectH) / aspectW)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

/** A `<link rel="preload">` descriptor for a page's LCP image (use in the route's `links`). */
export function preloadImage(image: PhotoRef, sizes: string) {
  const slot = IMAGE_SLOTS[photoSlot(image)];
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: slot.widths.map((w) => `${photoUrl(image, w, "avif")} ${w}w`).join(", "),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
