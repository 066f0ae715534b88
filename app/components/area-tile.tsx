import { Plus } from "lucide";
import { useId } from "react";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { DISCLOSURE_ATTRIBUTE } from "#app/utils/disclosure-toggle.ts";
import type { Area } from "#content/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * A town tile whose description is revealed on hover, on keyboard focus and
 * on tap alike. The text is always in the page for search engines and screen
 * readers; only its visibility changes. A "More" control under the name and
 * the lift on hover say the tile can be opened, so the page needs no
 * instructions. A tap flips `aria-expanded` through the page's one disclosure
 * listener (app/utils/disclosure-toggle.ts), not React's state, so the page
 * needs no framework.
 */
export function AreaTile({ area, priority = false }: { area: Area; priority?: boolean }) {
  const descriptionId = useId();
  return (
    <button
      type="button"
      aria-expanded={false}
      aria-controls={descriptionId}
      {...{ [DISCLOSURE_ATTRIBUTE]: "" }}
      className="group relative block aspect-[4/5] w-full cursor-pointer overflow-hidden rounded-md text-left shadow-sm transition-shadow duration-300 hover:shadow-xl"
    >
      <ResponsiveImage
        image={area.image}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"
        priority={priority}
        className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105 group-aria-expanded:scale-105"
      />
      <span className="scrim-bottom absolute inset-x-0 bottom-0 px-6 pt-20 pb-6 text-white">
        <span className="block font-display text-3xl">{area.name}</span>
        <span
          id={descriptionId}
          className="block max-h-0 overflow-hidden leading-relaxed opacity-0 transition-all duration-300 group-hover:mt-3 group-hover:max-h-64 group-hover:opacity-100 group-focus-visible:mt-3 group-focus-visible:max-h-64 group-focus-visible:opacity-100 group-aria-expanded:mt-3 group-aria-expanded:max-h-64 group-aria-expanded:opacity-100"
        >
          {area.description}
        </span>
        {/* The state is announced through aria-expanded; this is its visible twin. */}
        <span
          aria-hidden
          className="mt-4 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase"
        >
          <span className="flex size-7 items-center justify-center rounded-full border border-white/80 transition-transform duration-300 group-aria-expanded:rotate-45">
            <SvgIcon icon={Plus} className="size-4" />
          </span>
          <span className="group-aria-expanded:hidden">More</span>
          <span className="hidden group-aria-expanded:inline">Less</span>
        </span>
      </span>
    </button>
  );
}
