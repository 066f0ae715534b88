import { ChevronDown } from "lucide";
import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { Tabs } from "#app/components/tabs.tsx";
import { useLinkIn } from "#app/utils/language-link.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { FaqGroup } from "#content/types.ts";
import { languageOf } from "#domain/language.ts";
import type { Route } from "./+types/faq";

export function loader({ request }: Route.LoaderArgs) {
  const { faqGroups, faqPage } = CATALOGUES.faq[languageOf(new URL(request.url).pathname)];
  return { faqGroups, copy: faqPage };
}

export const meta: Route.MetaFunction = ({ loaderData, ...place }) =>
  getMeta(
    {
      ...CATALOGUES.faq[languageOf(place.location.pathname)].faqPage.meta,
      path: "/faq",
      image: "faq",
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: (loaderData?.faqGroups ?? []).flatMap((group) =>
          group.items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        ),
      },
    },
    place,
  );

/**
 * Unlayered, so it overrides Tailwind's utilities (`sr-only`, `hidden`) without !important;
 * the panels' `hidden` class is a utility too.
 */
const NO_SCRIPT_TOPICS = [
  "[role=tablist]{display:none}",
  "[role=tabpanel]{display:block}",
  "[role=tabpanel]>h2{position:static;width:auto;height:auto;margin:0 0 1rem;overflow:visible;clip-path:none;white-space:normal;font-size:1.5rem}",
].join("");

export default function Faq({ loaderData: { faqGroups, copy } }: Route.ComponentProps) {
  const linkIn = useLinkIn();
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      {/* Without JavaScript the tabs cannot switch: the topics follow one another instead,
          each under its heading, and the tab buttons are not shown. */}
      <noscript>
        <style>{NO_SCRIPT_TOPICS}</style>
      </noscript>
      <section aria-label={copy.sectionLabel} className="py-16 md:py-20">
        <div className="container-site max-w-3xl">
          <Tabs
            label={copy.tabsLabel}
            // Three equal columns on a phone (a long label wraps inside its tab, never onto a row of its own).
            listClassName="grid grid-cols-3 gap-1 border-b border-line sm:flex sm:flex-wrap sm:justify-center sm:gap-2"
            tabClassName="-mb-px min-h-12 border-b-2 border-transparent px-2 text-sm leading-tight sm:px-4 font-semibold tracking-wide text-muted hover:text-ink aria-selected:border-brand aria-selected:text-brand"
            panelClassName="mt-8"
            items={faqGroups.map((group) => ({
              id: group.id,
              label: group.label,
              panel: <FaqGroupPanel group={group} />,
            }))}
          />
          <div className="mt-14 rounded-md bg-stone-warm p-8 text-center">
            <h2 className="text-2xl">{copy.more.heading}</h2>
            <p className="mt-2 text-muted">{copy.more.text}</p>
            <Link to={linkIn("/contact")} className="btn-primary mt-6">
              {copy.more.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function FaqGroupPanel({ group }: { group: FaqGroup }) {
  return (
    <>
      <h2 className="sr-only">{group.label}</h2>
      <div className="divide-y divide-line border-y border-line">
        {group.items.map((item) => (
          <details key={item.id} id={item.id} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-display text-lg marker:hidden [&::-webkit-details-marker]:hidden">
              {item.question}
              <SvgIcon
                icon={ChevronDown}
                className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-6 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
