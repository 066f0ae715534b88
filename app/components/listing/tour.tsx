import { Play } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { ON_DEMAND_ATTRIBUTE, OPENS_ATTRIBUTE } from "#app/enhance/on-demand.ts";
import { TOUR_SRC_ATTRIBUTE, TOUR_TITLE_ATTRIBUTE } from "#app/enhance/tour-player.ts";
import tourPlayerSrc from "#app/enhance/tour-player.ts?browser-module";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";

/**
 * The tour or video as a click-to-load player: a link to the tour on its own site (what works
 * without JavaScript, and what the press does if the player's module cannot load); with
 * JavaScript the press puts the player here (app/enhance/tour-player.ts). Nothing is asked of
 * the player's host before that press.
 */
export function ListingTour({
  link,
  embed,
  address,
}: {
  link: string;
  embed: string;
  address: string;
}) {
  const COPY = CATALOGUES.listing[usePageLanguage()].listingTour;
  return (
    <section aria-labelledby="tour-heading" className="mt-12 print:hidden">
      <h2 id="tour-heading" className="text-2xl">
        {COPY.heading}
      </h2>
      <div
        className="mt-4 flex aspect-video items-center justify-center overflow-hidden rounded-md bg-ink"
        {...{
          [ON_DEMAND_ATTRIBUTE]: tourPlayerSrc,
          [TOUR_SRC_ATTRIBUTE]: embed,
          [TOUR_TITLE_ATTRIBUTE]: COPY.title(address),
        }}
      >
        <div className="grid justify-items-center gap-3 p-6 text-center text-white">
          <a href={link} className="btn-primary" {...{ [OPENS_ATTRIBUTE]: "" }}>
            <SvgIcon icon={Play} className="size-4" />
            {COPY.play}
          </a>
          <p className="text-sm">{COPY.note}</p>
        </div>
      </div>
    </section>
  );
}
