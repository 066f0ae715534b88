import { PageHero } from "#app/components/page-hero.tsx";
import type { LegalSection } from "#content/legal.ts";
import { brokerageLine, officeAddressLine, site } from "#content/site.ts";
import { formatLongDate } from "#domain/format.ts";

/** A notice page (/privacy, /accessibility): its sections, the date it was updated and where to write. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
  writeTo,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
  /** Where a request or a report about this notice goes: the page's next step. */
  writeTo: string;
}) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      <article className="container-site prose-site max-w-3xl py-16 md:py-20">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <h2>Contact</h2>
        <p>
          {site.name}, {brokerageLine}
          <br />
          {officeAddressLine}
          <br />
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
        </p>
        <p data-next-step="">
          Write to us at <a href={`mailto:${writeTo}`}>{writeTo}</a>: we answer within 30 days, and
          usually much sooner.
        </p>
        <p className="text-sm text-muted">
          Last updated <time dateTime={updated}>{formatLongDate(updated)}</time>.
        </p>
      </article>
    </>
  );
}
