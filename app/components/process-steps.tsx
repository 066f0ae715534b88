import { usePageLanguage } from "#app/utils/language.ts";
import type { ProcessStep } from "#content/types.ts";
import { uiText } from "#content/ui.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The numbered roadmap of a buying or selling guide. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const { guide } = uiText(usePageLanguage());
  return (
    <ol className="grid gap-8 md:grid-cols-2">
      {steps.map((step) => (
        <li key={step.number} className="card overflow-hidden" data-reveal="">
          <ResponsiveImage
            image={step.image}
            sizes="(min-width: 768px) 45vw, 92vw"
            className="aspect-[3/2] w-full object-cover"
          />
          <div className="flex gap-5 p-7">
            <span
              aria-hidden
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand font-display text-lg text-white"
            >
              {step.number}
            </span>
            <div>
              <h3 className="text-xl">
                <span className="sr-only">{guide.step(step.number)}</span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
