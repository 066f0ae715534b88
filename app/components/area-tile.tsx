import { Plus } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import type { Area } from "#content/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * A town tile whose description is revealed on hover, on keyboard focus and
 * on tap alike. The text is always in the page for search engines and screen
 * readers; only its visibility changes. A "More" control under the name and
 * the lift on hover say the tile can be opened, so the page needs no
 * instructions. The tile is a native <details> whose <summary> holds all of
 * it: a tap, Enter or Space opens and closes it without JavaScript, and the
 * browser announces the state. The open state shows the description
 * (`group-open/tile:`); hover and keyboard focus on the summary reveal it too
 * (`group-*`). Each variant's selector starts with a class, which the page's
 * own CSS and the rest of the stylesheet need (scripts/prerender/critical-css.ts).
 */
export function AreaTile({ area, priority = false }: { area: Area; priority?: boolean }) {
  return (
    <details className="group/tile">
      {/* Overflow and corners on the summary, not the details: its focus ring stays unclipped. */}
      <summary className="group relative block aspect-[4/5] w-full cursor-pointer list-none overflow-hidden rounded-md text-left shadow-sm transition-shadow duration-300 hover:shadow-xl [&::-webkit-details-marker]:hidden">
        <ResponsiveImage
          image={area.image}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"
          priority={priority}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105 group-open/tile:scale-105"
        />
        <span className="scrim-bottom absolute inset-x-0 bottom-0 px-6 pt-20 pb-6 text-white">
          <span className="block font-display text-3xl">{area.name}</span>
          <span className="block max-h-0 overflow-hidden leading-relaxed opacity-0 transition-all duration-300 group-hover:mt-3 group-hover:max-h-64 group-hover:opacity-100 group-focus-visible:mt-3 group-focus-visible:max-h-64 group-focus-visible:opacity-100 group-open/tile:mt-3 group-open/tile:max-h-64 group-open/tile:opacity-100">
            {area.description}
          </span>
          {/* The state is announced by the <details>; this is its visible twin. */}
          <span
            aria-hidden
            className="mt-4 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase"
          >
            <span className="flex size-7 items-center justify-center rounded-full border border-white/80 transition-transform duration-300 group-open/tile:rotate-45">
              <SvgIcon icon={Plus} className="size-4" />
            </span>
            <span className="group-open/tile:hidden">More</span>
            <span className="hidden group-open/tile:inline">Less</span>
          </span>
        </span>
      </summary>
    </details>
  );
}
