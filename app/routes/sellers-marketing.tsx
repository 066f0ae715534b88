import { Link } from "react-router";
import { ContentSection } from "#app/components/content-section.tsx";
import { FeatureGrid } from "#app/components/feature-grid.tsx";
import { Icon } from "#app/components/icon.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { translatedMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { uiText } from "#content/ui.ts";
import type { Route } from "./+types/sellers-marketing";

export const meta: Route.MetaFunction = (place) =>
  translatedMeta(place, (language) => CATALOGUES.marketing[language].marketingPage.meta, {
    path: "/sellers/marketing",
    image: "marketing",
  });

export default function SellerMarketing() {
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  const { guide } = uiText(language);
  const {
    globalReach,
    marketingElements,
    marketingHero,
    marketingSteps,
    marketingPage: copy,
  } = CATALOGUES.marketing[language];
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={marketingHero.heading}
        intro={marketingHero.introduction}
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={linkIn("/sellers/home-value")} className="btn-primary">
            {copy.consultation}
          </Link>
          <Link to={linkIn("/portfolio")} className="btn-outline">
            {copy.portfolio}
          </Link>
        </div>
      </PageHero>
      <section aria-labelledby="approach-heading" className="py-20">
        <div className="container-site">
          <SectionHeading
            id="approach-heading"
            eyebrow={copy.approach.eyebrow}
            title={copy.approach.title}
          />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {marketingSteps.map((step, index) => (
              <li key={step.title} className="card p-8 text-center" data-reveal="">
                <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand text-white">
                  <Icon name={step.icon} />
                </span>
                <h3 className="mt-5 text-2xl">
                  <span className="sr-only">{guide.step(index + 1)}</span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <ContentSection
        id="elements-heading"
        eyebrow={copy.elements.eyebrow}
        title={copy.elements.title}
        tone="stone"
      >
        <FeatureGrid items={marketingElements} />
      </ContentSection>
      <section aria-labelledby="reach-heading" className="py-20">
        <div className="container-site grid items-center gap-12 lg:grid-cols-[1fr_1.3fr]">
          <ResponsiveImage
            image={{
              id: "feature/global-network",
              alt: copy.globeAlt,
            }}
            sizes="(min-width: 1024px) 40vw, 92vw"
            className="aspect-[4/3] w-full rounded-md object-cover"
          />
          <div>
            <SectionHeading
              id="reach-heading"
              eyebrow={copy.beyond}
              title={globalReach.heading}
              intro={globalReach.introduction}
              align="left"
            />
            <div className="mt-10">
              <FeatureGrid items={globalReach.items} columns={2} />
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="cta-heading" className="bg-ink py-20 text-center text-white">
        <div className="container-site">
          <h2 id="cta-heading" className="text-3xl md:text-4xl">
            {copy.launch}
          </h2>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={linkIn("/sellers/home-value")} className="btn-primary">
              {copy.consultation}
            </Link>
            <Link to={linkIn("/portfolio")} className="btn-light">
              {copy.portfolio}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
