import { PageHero } from "#app/components/page-hero.tsx";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { LegalSection } from "#content/legal.ts";
import { brokerageLine, officeAddressLine, site } from "#content/site.ts";
import { formatCalendarDayIn } from "#domain/dates.ts";
import { pathIn } from "#domain/language.ts";

/** A notice page (/privacy, /accessibility): its sections, the date it was updated and where to write. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
  writeTo,
  englishPath,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
  /** Where a request or a report about this notice goes: the page's next step. */
  writeTo: string;
  /** The English notice's address, which a translated one links to as the binding text. */
  englishPath: string;
}) {
  const language = usePageLanguage();
  const { legalPage: words } = CATALOGUES.legal[language];
  return (
    <>
      <PageHero title={title} intro={intro} />
      <article className="container-site prose-site max-w-3xl py-16 md:py-20">
        {words.binding ? (
          <p className="rounded-md bg-stone-warm p-5 text-base" data-binding-english="">
            {interpolate(words.binding, {
              english: (
                <a href={pathIn("en", englishPath)} hrefLang="en">
                  English
                </a>
              ),
            })}
          </p>
        ) : null}
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
        <h2>{words.contact}</h2>
        <p>
          {site.name}, {brokerageLine}
          <br />
          {officeAddressLine}
          <br />
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
        </p>
        <p data-next-step="">
          {interpolate(words.writeTo, {
            email: <a href={`mailto:${writeTo}`}>{writeTo}</a>,
          })}
        </p>
        <p className="text-sm text-muted">
          {interpolate(words.updated, {
            date: <time dateTime={updated}>{formatCalendarDayIn(language, updated)}</time>,
          })}
        </p>
      </article>
    </>
  );
}
