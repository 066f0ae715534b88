import { Link } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { type HomeSearch, homeSearchQuery } from "#domain/forms/home-search-schema.ts";
import { pathIn } from "#domain/language.ts";
import { HOMES_PATH } from "#domain/mls.ts";

/** The frame of a page a saved search's mail links to: one card, its heading, what it says. */
export function AlertPage({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="bg-stone-warm px-5 py-16 md:py-24">
      <div className="card mx-auto max-w-xl p-7 shadow-sm md:p-9">
        <h1 className="text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** A search in words, one criterion a line, and a link to its homes on /homes. */
export function SearchSummary({ search }: { search: HomeSearch }) {
  const language = usePageLanguage();
  const copy = CATALOGUES.alerts[language];
  return (
    <div className="mt-4">
      <ul className="flex flex-wrap gap-2" data-testid="search-criteria">
        {copy.searchInWords(search).map((phrase) => (
          <li key={phrase} className="rounded-sm bg-stone-warm px-3 py-1 text-sm">
            {phrase}
          </li>
        ))}
      </ul>
      <Link
        to={pathIn(language, `${HOMES_PATH}${homeSearchQuery(search, 1)}`)}
        className="mt-3 inline-flex min-h-11 items-center underline"
      >
        {copy.confirmPage.seeSearch}
      </Link>
    </div>
  );
}
