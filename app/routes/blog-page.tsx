import { data, redirect } from "react-router";
import { BlogList, blogListMeta } from "#app/components/blog-list.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { blogPagePath } from "#domain/blog.ts";
import { LANGUAGES, languageOf, pathIn } from "#domain/language.ts";
import type { Route } from "./+types/blog-page";

export const meta: Route.MetaFunction = ({ loaderData, ...place }) =>
  loaderData ? blogListMeta(loaderData, place) : notFoundMeta(place);

/**
 * An older page of a language's list, /blog/page/2 (/zh/blog/page/2) on; page 1 is the list's
 * own address, and a page past the last is 404. The language link leads to the other list's
 * first page: the two lists have their own lengths.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  if (params.page === "1") throw redirect(pathIn(language, "/blog"), 301);
  const list = /^[1-9]\d{0,3}$/.test(params.page)
    ? await context.content.postPage(Number(params.page), language)
    : null;
  if (!list) throw data(null, { status: 404 });
  const languageVersions = {
    ...Object.fromEntries(LANGUAGES.map((other) => [other, pathIn(other, "/blog")])),
    [language]: pathIn(language, blogPagePath(list.page)),
  };
  return { ...list, languageVersions };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogList {...loaderData} />;
}
