import { data, redirect } from "react-router";
import { BlogPostArticle, blogPostMeta } from "#app/components/blog-post-article.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import type { Route } from "./+types/blog-post";

/**
 * A published post, read from the database through the process's content cache
 * (server/content/public-pages.ts): a draft, a post scheduled for later or a deleted
 * one is not found (404); an address the post had before answers 301 to its new one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.content.postAt(params.slug);
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "moved") throw redirect(`/blog/${found.slug}`, 301);
  const { post, related, listPath } = found;
  return { post, related, listPath };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  // A post that does not exist throws in its loader: the site layout draws the 404, the root its head.
  loaderData ? blogPostMeta(loaderData.post) : notFoundMeta();

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostArticle {...loaderData} />;
}
