import { data } from "react-router";
import { BlogList, blogListMeta } from "#app/components/blog-list.tsx";
import { languageOf } from "#domain/language.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ loaderData, ...place }) =>
  blogListMeta(loaderData, place);

/**
 * The first page of a language's list: the newest articles (the older ones are under
 * /blog/page/N); /blog lists the English posts, /zh/blog the Chinese ones.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await context.content.postPage(1, languageOf(new URL(request.url).pathname));
  if (!list) throw data(null, { status: 404 });
  return list;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogList {...loaderData} />;
}
