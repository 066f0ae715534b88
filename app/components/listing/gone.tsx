import { Link } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { getMeta, type MetaPlace, metaLanguages } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";

/** The head of a listing taken off the market (410 Gone): no address of its own, not to be indexed. */
export const listingGoneMeta = (place: MetaPlace) => [
  ...getMeta(CATALOGUES.listing[metaLanguages(place).language].listingGone, place),
  { name: "robots", content: "noindex" },
];

/**
 * What a listing taken off the market answers (410 Gone): what happened, and where to go (the
 * team's listings, or for an MLS home the search it came from).
 */
export function ListingGone({ back = LISTINGS_PATH }: { back?: string }) {
  const COPY = CATALOGUES.listing[usePageLanguage()].listingGone;
  const linkIn = useLinkIn();
  return (
    <section className="container-site py-20 text-center md:py-28">
      <p className="eyebrow">{COPY.eyebrow}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{COPY.title}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{COPY.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={linkIn(back)} className="btn-primary">
          {COPY.listings}
        </Link>
        <Link to={linkIn("/contact")} className="btn-outline">
          {COPY.contact}
        </Link>
      </div>
    </section>
  );
}
