import { CheckSquare } from "lucide";
import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { Route } from "./+types/buyers-first-time";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.firstTime[language].firstTimePage.meta, {
    path: "/buyers/first-time",
    image: "buyers",
  });

export default function FirstTimeBuyers() {
  const { firstTimeGuide: guide, firstTimePage: copy } = CATALOGUES.firstTime[usePageLanguage()];
  const linkIn = useLinkIn();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={guide.heading} intro={guide.introduction} />
      <div className="container-site grid gap-16 py-20 lg:grid-cols-[1fr_20rem]">
        <div className="max-w-3xl">
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="text-3xl">
              {copy.stepsHeading}
            </h2>
            <ol className="mt-8 grid gap-8">
              {guide.steps.map((step, index) => (
                <li key={step.title} className="flex gap-5" data-reveal="">
                  <span
                    aria-hidden
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand font-display text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-xl">{step.title}</h3>
                    <p className="mt-2 leading-relaxed text-muted">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="budget-heading" className="mt-16">
            <h2 id="budget-heading" className="text-3xl">
              {guide.budget.heading}
            </h2>
            <dl className="mt-8 grid gap-5 sm:grid-cols-2">
              {guide.budget.items.map((item) => (
                <div key={item.label} className="card p-6" data-reveal="">
                  <dt className="font-semibold">{item.label}</dt>
                  <dd className="mt-2 leading-relaxed text-muted">{item.detail}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="programs-heading" className="mt-16">
            <h2 id="programs-heading" className="text-3xl">
              {guide.programs.heading}
            </h2>
            <dl className="mt-8 divide-y divide-line border-y border-line">
              {guide.programs.items.map((item) => (
                <div key={item.term} className="py-5">
                  <dt className="font-semibold">{item.term}</dt>
                  <dd className="mt-1.5 leading-relaxed text-muted">{item.explanation}</dd>
                </div>
              ))}
            </dl>
          </section>
          <p className="mt-16 text-lg leading-relaxed">{guide.closing}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={linkIn("/contact")} className="btn-primary">
              {copy.talk}
            </Link>
            <Link to={linkIn("/faq")} className="btn-outline">
              {copy.faq}
            </Link>
          </div>
        </div>
        <aside aria-labelledby="checklist-heading" className="lg:sticky lg:top-32 lg:self-start">
          <div className="card p-7">
            <h2 id="checklist-heading" className="text-2xl">
              {copy.checklist}
            </h2>
            <ul className="mt-5 grid gap-3 text-sm">
              {guide.checklist.map((item) => (
                <li key={item} className="flex gap-3">
                  <SvgIcon icon={CheckSquare} className="mt-0.5 size-4 shrink-0 text-brand" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
