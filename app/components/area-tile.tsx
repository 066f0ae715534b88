import { useId, useState } from "react";
import type { Area } from "#content/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * A town tile whose description is revealed on hover, on keyboard focus and
 * on tap alike. The text is always in the page for search engines and screen
 * readers; only its visibility changes.
 */
export function AreaTile({ area, priority = false }: { area: Area; priority?: boolean }) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={descriptionId}
      data-open={open}
      onClick={() => setOpen((value) => !value)}
      className="group relative block aspect-[4/5] w-full overflow-hidden rounded-md text-left"
    >
      <ResponsiveImage
        image={area.image}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"
        priority={priority}
        className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105 group-data-[open=true]:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/25 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-6 text-white">
        <span className="block font-display text-3xl">{area.name}</span>
        <span
          id={descriptionId}
          className="mt-3 block max-h-0 overflow-hidden leading-relaxed text-white/90 opacity-0 transition-all duration-300 group-hover:max-h-48 group-hover:opacity-100 group-focus-visible:max-h-48 group-focus-visible:opacity-100 group-data-[open=true]:max-h-48 group-data-[open=true]:opacity-100"
        >
          {area.description}
        </span>
      </span>
    </button>
  );
}
