import { data } from "react-router";
import { BlogList, blogListLinks, blogListMeta } from "#app/components/blog-list.tsx";
import type { Route } from "./+types/blog";

export const links: Route.LinksFunction = blogListLinks;

export const meta: Route.MetaFunction = ({ loaderData }) => blogListMeta(loaderData);

/** The first page of the list: the newest articles (the older ones are under /blog/page/N). */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await context.content.postPage(1);
  if (!list) throw data(null, { status: 404 });
  return list;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogList {...loaderData} />;
}
