import { Link } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import type { Advantage, ProcessStep, ResourceCard } from "#content/types.ts";
import { uiText } from "#content/ui.ts";
import { ContentSection } from "./content-section.tsx";
import { FeatureGrid } from "./feature-grid.tsx";
import { PageHero } from "./page-hero.tsx";
import { ProcessSteps } from "./process-steps.tsx";
import { ResourceCards } from "./resource-cards.tsx";

type ProcessGuideProps = {
  title: string;
  intro: string;
  advantagesTitle: string;
  advantages: Advantage[];
  stepsTitle: string;
  steps: ProcessStep[];
  resources: ResourceCard[];
  /** The page's closing action: where it leads (the guide's own next step) and its words. */
  cta: { heading: string; text: string; label: string; href: string };
};

/** The buying and the selling guide share one layout: advantages, the roadmap, resources, a call to action. */
export function ProcessGuide({
  title,
  intro,
  advantagesTitle,
  advantages,
  stepsTitle,
  steps,
  resources,
  cta,
}: ProcessGuideProps) {
  const { guide } = uiText(usePageLanguage());
  const linkIn = useLinkIn();
  return (
    <>
      <PageHero title={title} intro={intro} caps />
      <ContentSection id="advantages-heading" eyebrow={guide.whyWorkWithUs} title={advantagesTitle}>
        <FeatureGrid items={advantages} />
      </ContentSection>
      <ContentSection id="steps-heading" eyebrow={guide.roadmap} title={stepsTitle} tone="stone">
        <ProcessSteps steps={steps} />
      </ContentSection>
      <ContentSection id="resources-heading" eyebrow={guide.resources} title={guide.guidesAndTools}>
        <ResourceCards resources={resources} />
      </ContentSection>
      {/* Light, not dark: a dark band here would run straight into the dark footer. */}
      <section aria-labelledby="cta-heading" className="bg-brand-soft py-20 text-center">
        <div className="container-site">
          <h2 id="cta-heading" className="text-3xl md:text-4xl">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{cta.text}</p>
          <Link to={linkIn(cta.href)} className="btn-primary mt-8">
            {cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
