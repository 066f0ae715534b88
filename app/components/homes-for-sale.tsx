import type { ComponentProps } from "react";
import type { ListingCardData } from "#server/listings/public.ts";
import { ListingCard } from "./listing-card.tsx";
import { Showcase } from "./showcase.tsx";

/**
 * The team's listings for sale as a band of cards (the home page's, a town's), or nothing when
 * it has none there.
 */
export function HomesForSale({
  listings,
  reveal = false,
  ...band
}: Omit<ComponentProps<typeof Showcase>, "id" | "children"> & {
  listings: readonly ListingCardData[];
  /** Each card fades in as it scrolls into view (the home page's bands do). */
  reveal?: boolean;
}) {
  if (listings.length === 0) return null;
  return (
    <Showcase id="for-sale-heading" {...band}>
      {listings.map((listing) => (
        <li
          key={listing.id}
          className="card overflow-hidden"
          data-testid="listing"
          data-reveal={reveal ? "" : undefined}
        >
          <ListingCard listing={listing} headingLevel={3} />
        </li>
      ))}
    </Showcase>
  );
}
