import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ON_DEMAND_ATTRIBUTE, OPENS_ATTRIBUTE } from "#app/enhance/on-demand.ts";
import photoViewerSrc from "#app/enhance/photo-viewer.ts?browser-module";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { largestJpegUrl, type PhotoRef } from "#domain/images/photo-ref.ts";

/** The cover across the page's column: the whole width of a phone, up to the column's 1200 px. */
export const LISTING_COVER_SIZES = "(min-width: 1280px) 1200px, 100vw";

/** The strip's photos are drawn 240 px wide. */
const THUMB_SIZES = "240px";

/** An MLS home's photo: the provider's file at the size the feed gives (decision 043). */
export type LinkedPhoto = { url: string; width: number; height: number; alt: string };

/** A photo of the team's listing (the site's own files, in every width) or of an MLS home. */
export type GalleryPhoto = PhotoRef | LinkedPhoto;

const isLinked = (photo: GalleryPhoto): photo is LinkedPhoto => "url" in photo;

/** The file a photo's link opens (the viewer shows it; without JavaScript, the browser). */
const largestUrl = (photo: GalleryPhoto) => (isLinked(photo) ? photo.url : largestJpegUrl(photo));

/** One photo: the site's responsive image, or the provider's one file with its size set. */
function GalleryImage({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: GalleryPhoto;
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
      width={photo.width}
      height={photo.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}

/**
 * A listing's photos: the cover first, at the size the screen needs (the page's largest paint),
 * then every other photo in a strip that scrolls sideways. Each photo is a link to its largest
 * file, so every one is reachable without JavaScript; with it, a click opens the full-screen
 * viewer, whose module loads only then (app/enhance/photo-viewer.ts).
 */
export function ListingGallery({ photos }: { photos: GalleryPhoto[] }) {
  const COPY = CATALOGUES.listing[usePageLanguage()].listingGallery;
  const [cover, ...rest] = photos;
  if (!cover) return null;
  return (
    <div
      {...{
        [ON_DEMAND_ATTRIBUTE]: photoViewerSrc,
        "data-viewer-label": COPY.label,
        "data-viewer-previous": COPY.previous,
        "data-viewer-next": COPY.next,
        "data-viewer-close": COPY.close,
        "data-viewer-of": COPY.of,
      }}
      data-testid="gallery"
    >
      <a href={largestUrl(cover)} {...{ [OPENS_ATTRIBUTE]: "" }} className="block">
        <GalleryImage
          photo={cover}
          sizes={LISTING_COVER_SIZES}
          priority
          className="aspect-[16/9] w-full rounded-md object-cover print:aspect-[3/1]"
        />
      </a>
      {rest.length > 0 ? (
        <ul
          aria-label={COPY.strip}
          className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2 print:hidden"
        >
          {rest.map((photo, index) => (
            <li key={largestUrl(photo)} className="shrink-0 snap-start">
              <a
                href={largestUrl(photo)}
                {...{ [OPENS_ATTRIBUTE]: "" }}
                aria-label={photo.alt.trim() ? undefined : COPY.photo(index + 2, photos.length)}
                className="block"
              >
                <GalleryImage
                  photo={photo}
                  sizes={THUMB_SIZES}
                  className="aspect-[16/9] w-60 rounded-sm object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
