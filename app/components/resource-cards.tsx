import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import type { ResourceCard } from "#content/types.ts";
import { uiText } from "#content/ui.ts";
import { Icon } from "./icon.tsx";

/** Where a card leads: its page, or its blog post; nowhere when it is 'Coming Soon'. */
const destination = (card: ResourceCard) =>
  card.href ?? (card.post === undefined ? undefined : `/blog/${card.post}`);

/** Resource cards: a card with a page or a post is a link; the others say 'Coming Soon' and link nowhere. */
export function ResourceCards({ resources }: { resources: ResourceCard[] }) {
  const { guide } = uiText(usePageLanguage());
  const linkIn = useLinkIn();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {resources.map((resource) => {
        const href = destination(resource);
        const body = (
          <>
            <Icon name={resource.icon} className="size-7 text-brand" />
            <h3 className="mt-4 text-xl">{resource.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{resource.description}</p>
          </>
        );
        return (
          <li key={resource.title} data-reveal="">
            {href ? (
              <Link
                to={linkIn(href)}
                className="card group block h-full p-7 transition-shadow hover:shadow-lg"
              >
                {body}
                <span className="mt-5 inline-flex items-center gap-2 font-semibold text-brand">
                  {guide.readTheGuide}{" "}
                  <SvgIcon
                    icon={ArrowRight}
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </Link>
            ) : (
              <div className="card h-full bg-white/60 p-7" data-coming-soon="">
                {body}
                <span className="mt-5 inline-block rounded-full bg-stone-warm px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {guide.comingSoon}
                </span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
