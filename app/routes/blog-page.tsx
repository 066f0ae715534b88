import { data, redirect } from "react-router";
import { BlogList, blogListLinks, blogListMeta } from "#app/components/blog-list.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import type { Route } from "./+types/blog-page";

export const links: Route.LinksFunction = blogListLinks;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? blogListMeta(loaderData) : notFoundMeta();

/** An older page of the list, /blog/page/2 on; page 1 is /blog, and a page past the last is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.page === "1") throw redirect("/blog", 301);
  const list = /^[1-9]\d{0,3}$/.test(params.page)
    ? await context.content.postPage(Number(params.page))
    : null;
  if (!list) throw data(null, { status: 404 });
  return list;
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogList {...loaderData} />;
}
