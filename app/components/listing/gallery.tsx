import { HomePhoto, type HomePhotoData, largestPhotoUrl } from "#app/components/home-photo.tsx";
import { ON_DEMAND_ATTRIBUTE, OPENS_ATTRIBUTE } from "#app/enhance/on-demand.ts";
import photoViewerSrc from "#app/enhance/photo-viewer.ts?browser-module";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";

/** The cover across the page's column: the whole width of a phone, up to the column's 1200 px. */
export const LISTING_COVER_SIZES = "(min-width: 1280px) 1200px, 100vw";

/** The strip's photos are drawn 240 px wide. */
const THUMB_SIZES = "240px";

/**
 * A listing's photos: the cover first, at the size the screen needs (the page's largest paint),
 * then every other photo in a strip that scrolls sideways. Each photo is a link to its largest
 * file, so every one is reachable without JavaScript; with it, a click opens the full-screen
 * viewer, whose module loads only then (app/enhance/photo-viewer.ts).
 */
export function ListingGallery({ photos }: { photos: HomePhotoData[] }) {
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
      <a href={largestPhotoUrl(cover)} {...{ [OPENS_ATTRIBUTE]: "" }} className="block">
        <HomePhoto
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
            <li key={largestPhotoUrl(photo)} className="shrink-0 snap-start">
              <a
                href={largestPhotoUrl(photo)}
                {...{ [OPENS_ATTRIBUTE]: "" }}
                aria-label={photo.alt.trim() ? undefined : COPY.photo(index + 2, photos.length)}
                className="block"
              >
                <HomePhoto
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
