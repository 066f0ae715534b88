import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { largestJpegUrl, type PhotoRef } from "#domain/images/photo-ref.ts";

/**
 * An MLS home's photo: the provider's file, linked, at the size the feed gives, 1024 × 768 where
 * it gives none (docs/decisions/043), so nothing shifts as it loads.
 */
export type LinkedPhoto = { url: string; width: number | null; height: number | null; alt: string };

/** A photo of the team's listing (the site's own files, in every width) or of an MLS home. */
export type HomePhotoData = PhotoRef | LinkedPhoto;

const isLinked = (photo: HomePhotoData): photo is LinkedPhoto => "url" in photo;

/** The file a photo's link opens (the viewer shows it; without JavaScript, the browser). */
export const largestPhotoUrl = (photo: HomePhotoData) =>
  isLinked(photo) ? photo.url : largestJpegUrl(photo);

/** One photo of a home: the site's responsive image, or the provider's one file with its size set. */
export function HomePhoto({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: HomePhotoData;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  if (!isLinked(photo))
    return (
      <ResponsiveImage image={photo} sizes={sizes} priority={priority} className={className} />
    );
  return (
    <img
      src={photo.url}
      alt={photo.alt}
      width={photo.width ?? 1024}
      height={photo.height ?? 768}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
