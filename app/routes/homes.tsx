import { Link } from "react-router";
import { HomeCard } from "#app/components/home-card.tsx";
import { NextStep } from "#app/components/next-step.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SavedSearchForm } from "#app/components/saved-search-form.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import {
  HOME_MIN_CHOICES,
  HOME_SORTS,
  HOME_STATUS_CHOICES,
  HOME_TYPES,
  HOMES_PAGE_SIZE,
  type HomeSearch,
  homeSearchQuery,
  readHomeSearch,
} from "#domain/forms/home-search-schema.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { HOMES_PATH } from "#domain/mls.ts";
import { searchHomes } from "#server/mls/homes.ts";
import { readMlsSettings } from "#server/mls/settings.ts";
import type { Route } from "./+types/homes";

/**
 * The home search (issue 42 §2): a plain GET form and its results, rendered per request with no
 * script. Every search has one canonical address (its parameters in a fixed order, defaults
 * left out), so a link in a mail, an ad or a post shows the same homes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readHomeSearch(new URL(request.url).searchParams);
  const settings = readMlsSettings();
  const results = await searchHomes({
    db: context.db,
    ownListings: context.content.listings,
    mlsFeed: settings.feed,
    search,
    now: new Date(),
  });
  return {
    search,
    results,
    pages: Math.max(1, Math.ceil(results.total / HOMES_PAGE_SIZE)),
    mlsFeed: settings.feed,
    disclaimer: settings.feed ? settings.disclaimer : null,
  };
}

const searchPath = (search: HomeSearch, page?: number) =>
  `${HOMES_PATH}${homeSearchQuery(search, page)}`;

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  const language = languageOf(place.location.pathname);
  const copy = CATALOGUES.homes[language].homesPage;
  if (!loaderData) return getMeta({ title: copy.meta.title, description: copy.meta.description });
  const { search, results, pages } = loaderData;
  const where = search.town ?? search.zip;
  const link = (rel: string, page: number) => ({
    tagName: "link",
    rel,
    href: absoluteUrl(pathIn(language, searchPath(search, page))),
  });
  return [
    ...getMeta(
      {
        title: where ? copy.meta.titleIn(where) : copy.meta.title,
        description: copy.meta.description,
        path: searchPath(search),
        image: "portfolio",
      },
      place,
    ),
    // Page 1 of a search stands for it in search engines; later pages and a search that finds
    // nothing are followed for their links but not listed (thin, ever-changing pages).
    ...(search.page > 1 || results.total === 0
      ? [{ name: "robots", content: "noindex, follow" }]
      : []),
    ...(search.page > 1 ? [link("prev", search.page - 1)] : []),
    ...(search.page < pages ? [link("next", search.page + 1)] : []),
  ];
};

const fieldClass = "mt-1 block min-h-11 w-full rounded-sm border border-line bg-white px-3";

function SearchForm({ search }: { search: HomeSearch }) {
  const language = usePageLanguage();
  const copy = CATALOGUES.homes[language].homesPage;
  const { form } = copy;
  return (
    <form method="get" action={pathIn(language, HOMES_PATH)} className="container-site">
      <h2 id="search-heading" className="sr-only">
        {form.heading}
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-[2fr_repeat(5,1fr)]">
        <label className="col-span-2 text-sm font-semibold md:col-span-4 lg:col-span-1">
          {form.q}
          <input
            type="search"
            name="q"
            defaultValue={search.q ?? search.town ?? search.zip ?? ""}
            placeholder={form.qPlaceholder}
            className={fieldClass}
          />
        </label>
        {(
          [
            ["min_price", form.minPrice, search.minPrice],
            ["max_price", form.maxPrice, search.maxPrice],
          ] as const
        ).map(([name, label, value]) => (
          <label key={name} className="text-sm font-semibold">
            {label}
            <input
              name={name}
              inputMode="numeric"
              placeholder="$"
              defaultValue={value ?? ""}
              className={fieldClass}
            />
          </label>
        ))}
        {(
          [
            ["min_beds", form.beds, search.minBeds],
            ["min_baths", form.baths, search.minBaths],
          ] as const
        ).map(([name, label, value]) => (
          <label key={name} className="text-sm font-semibold">
            {label}
            <select name={name} defaultValue={value ?? ""} className={fieldClass}>
              <option value="">{form.any}</option>
              {HOME_MIN_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count}+
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="text-sm font-semibold">
          {form.type}
          <select name="type" defaultValue={search.type ?? ""} className={fieldClass}>
            <option value="">{form.anyType}</option>
            {HOME_TYPES.map((type) => (
              <option key={type} value={type}>
                {copy.types[type]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-4">
        <fieldset className="flex flex-wrap gap-x-5 gap-y-1">
          <legend className="text-sm font-semibold">{form.status}</legend>
          {HOME_STATUS_CHOICES.map((choice) => (
            <label key={choice} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="status"
                value={choice}
                defaultChecked={
                  choice === "open-house" ? search.openHouse : search.statuses.includes(choice)
                }
                className="size-5 accent-brand"
              />
              {copy.statusChoices[choice]}
            </label>
          ))}
        </fieldset>
        <label className="text-sm font-semibold">
          {form.sort}
          <select name="sort" defaultValue={search.sort} className={fieldClass}>
            {HOME_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {copy.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          {form.submit}
        </button>
      </div>
    </form>
  );
}

export default function Homes({ loaderData }: Route.ComponentProps) {
  const { search, results, pages, mlsFeed, disclaimer } = loaderData;
  const language = usePageLanguage();
  const linkIn = useLinkIn();
  const copy = CATALOGUES.homes[language].homesPage;
  const pageLink = (page: number) => pathIn(language, searchPath(search, page));
  return (
    <>
      <PageHero title={copy.title} intro={mlsFeed ? copy.intro : copy.ownIntro} />
      <section aria-labelledby="search-heading" className="border-b border-line bg-white py-8">
        <SearchForm search={search} />
      </section>
      {results.homes.length > 0 ? (
        <section aria-label={copy.results} className="py-12 md:py-16">
          <div className="container-site">
            <p className="mb-6 text-sm text-muted" role="status" data-testid="home-count">
              {copy.count(results.total)}
              {pages > 1 ? ` · ${copy.pageOf(search.page, pages)}` : ""}
            </p>
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {results.homes.map((home, position) => (
                <li key={home.key} className="card overflow-hidden" data-testid="home">
                  <HomeCard home={home} copy={copy} priority={position === 0} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={copy.pagination} className="mt-10 flex justify-between gap-4">
                {search.page > 1 ? (
                  <Link to={pageLink(search.page - 1)} rel="prev" className="btn-outline">
                    {copy.previous}
                  </Link>
                ) : (
                  <span />
                )}
                {search.page < pages ? (
                  <Link to={pageLink(search.page + 1)} rel="next" className="btn-outline">
                    {copy.next}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        </section>
      ) : (
        <NextStep id="no-homes-heading" heading={copy.none.heading} text={copy.none.text}>
          <Link to={linkIn("/contact")} className="btn-primary">
            {copy.none.contact}
          </Link>
          <Link to={linkIn(LISTINGS_PATH)} className="btn-outline">
            {copy.none.listings}
          </Link>
        </NextStep>
      )}
      <SavedSearchForm search={search} className="mx-5 mb-12 md:mb-16 lg:mx-auto lg:max-w-5xl" />
      {disclaimer ? (
        <p className="container-site pb-10 text-xs text-muted" data-testid="idx-disclaimer">
          {disclaimer}
        </p>
      ) : null}
    </>
  );
}
