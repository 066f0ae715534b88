import { Bath, BedDouble, CalendarCheck, Ruler, Tag } from "lucide";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { uiText } from "#content/ui.ts";
import { formatInteger } from "#domain/format.ts";
import type { SoldHomeCardData } from "#server/content/public-pages.ts";

/** The card's photo: a third of the grid on a wide screen, half on a tablet, the width of a phone. */
export const SOLD_HOME_IMAGE_SIZES = "(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw";

/**
 * One sold home as a card (/portfolio, a town's page): photo with its SOLD
 * badge, price, address and the facts. Each fact's icon sits inside its <dd>:
 * a <div> that groups a <dl>'s terms may hold only <dt> and <dd> (HTML's
 * content model; the W3C checker rejected an <svg> there).
 */
export function SoldHomeCard({
  home,
  priority = false,
  headingLevel = 2,
}: {
  home: SoldHomeCardData;
  priority?: boolean;
  /** 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { soldHome: words } = uiText(usePageLanguage());
  const facts = [
    { term: words.bedrooms, value: words.beds(home.beds), icon: BedDouble },
    { term: words.bathrooms, value: words.baths(home.baths), icon: Bath },
    { term: words.size, value: words.squareFeet(formatInteger(home.squareFeet)), icon: Ruler },
    ...(home.listPrice
      ? [
          {
            term: words.listPrice,
            value: words.listedAt(`$${formatInteger(home.listPrice)}`),
            icon: Tag,
          },
        ]
      : []),
    ...(home.soldOn
      ? [{ term: words.sold, value: words.soldIn(home.soldOn), icon: CalendarCheck }]
      : []),
  ];
  const sale = words.summary(home);
  return (
    <article>
      <div className="relative">
        {home.image ? (
          <ResponsiveImage
            image={home.image}
            sizes={SOLD_HOME_IMAGE_SIZES}
            priority={priority}
            className="aspect-[4/3] w-full object-cover"
          />
        ) : null}
        <span className="absolute top-4 left-4 rounded-sm bg-brand px-3 py-1 text-xs font-bold tracking-[0.2em] text-white">
          {words.badge}
        </span>
      </div>
      <div className="p-6">
        <p className="font-display text-2xl text-ink" data-testid="price">
          ${formatInteger(home.price)}
        </p>
        {sale ? <p className="mt-1 text-sm font-semibold text-brand">{sale}</p> : null}
        <Heading className="mt-1 font-sans text-base font-normal text-muted">
          {home.address}, {home.town}, MA
        </Heading>
        <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-4 text-sm">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="sr-only">{fact.term}</dt>
              <dd className="flex items-center gap-1.5">
                <SvgIcon icon={fact.icon} className="size-4 text-brand" />
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
