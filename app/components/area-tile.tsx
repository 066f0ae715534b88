import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { townPath } from "#content/towns.ts";
import type { Area } from "#content/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * A town tile: a link to the town's page (/massachusetts/:town). Its
 * description is revealed on hover and on keyboard focus; the text is always
 * in the page for search engines and screen readers, only its visibility
 * changes, and the town's page opens with it anyway. The "Explore" cue and the
 * lift on hover say the tile leads somewhere. Each variant's selector starts
 * with a class, which the page's own CSS and the rest of the stylesheet need
 * (server/critical-css.ts).
 */
export function AreaTile({
  area,
  priority = false,
  spansRow = false,
}: {
  area: Area;
  priority?: boolean;
  /** Wide where the grid has two columns (the parent's item spans both). */
  spansRow?: boolean;
}) {
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  return (
    <Link
      to={linkIn(townPath(area.id))}
      // Named by the town alone ("Newton, link"), its description read after it.
      aria-labelledby={`tile-${area.id}-name`}
      aria-describedby={`tile-${area.id}-description`}
      className={`group relative block w-full overflow-hidden ${spansRow ? "aspect-[4/5] sm:aspect-[8/5] lg:aspect-[4/5]" : "aspect-[4/5]"} rounded-md text-left shadow-sm transition-shadow duration-300 hover:shadow-xl`}
    >
      <ResponsiveImage
        image={area.image}
        sizes={`(min-width: 1024px) 380px, (min-width: 640px) ${spansRow ? 92 : 45}vw, 92vw`}
        priority={priority}
        className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105"
      />
      <span className="scrim-bottom absolute inset-x-0 bottom-0 px-6 pt-20 pb-6 text-white">
        <span id={`tile-${area.id}-name`} className="block font-display text-3xl">
          {area.name}
        </span>
        <span
          id={`tile-${area.id}-description`}
          className="block max-h-0 overflow-hidden leading-relaxed opacity-0 transition-all duration-300 group-hover:mt-3 group-hover:max-h-64 group-hover:opacity-100 group-focus-visible:mt-3 group-focus-visible:max-h-64 group-focus-visible:opacity-100"
        >
          {area.description}
        </span>
        <span
          aria-hidden
          className="mt-4 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase"
        >
          <span className="flex size-7 items-center justify-center rounded-full border border-white/80 transition-transform duration-300 group-hover:translate-x-1">
            <SvgIcon icon={ArrowRight} className="size-4" />
          </span>
          {CATALOGUES.areas[language].areasPage.explore(area.name)}
        </span>
      </span>
    </Link>
  );
}
