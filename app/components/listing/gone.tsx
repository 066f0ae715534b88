import { Link } from "react-router";
import { getMeta } from "#app/utils/meta.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";

const COPY = {
  title: "This home is no longer on the market",
  description:
    "The listing you asked for was taken off the market. See the homes we are selling now.",
  text: "The owners have taken it off the market, so its page is gone. These are the homes we are selling now:",
  listings: "Homes for sale",
  contact: "Tell us what you are looking for",
} as const;

/** The head of a listing taken off the market (410 Gone): no address of its own, not to be indexed. */
export const listingGoneMeta = () => [
  ...getMeta({ title: COPY.title, description: COPY.description }),
  { name: "robots", content: "noindex" },
];

/**
 * What a listing taken off the market answers (410 Gone): what happened, and where to go (the
 * team's listings, or for an MLS home the search it came from).
 */
export function ListingGone({ back = LISTINGS_PATH }: { back?: string }) {
  return (
    <section className="container-site py-20 text-center md:py-28">
      <p className="eyebrow">Off market</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{COPY.title}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{COPY.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={back} className="btn-primary">
          {COPY.listings}
        </Link>
        <Link to="/contact" className="btn-outline">
          {COPY.contact}
        </Link>
      </div>
    </section>
  );
}
