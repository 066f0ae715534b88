import { data, redirect } from "react-router";
import { BlogPostArticle, blogPostMeta } from "#app/components/blog-post-article.tsx";
import { notFoundMeta } from "#app/components/not-found-content.tsx";
import { languageOf, pathIn } from "#domain/language.ts";
import type { Route } from "./+types/blog-post";

/**
 * A published post in the language of the address (/blog/<slug>, /zh/blog/<slug>), read from the
 * database through the process's content cache (server/content/public-posts.ts): a draft, a post
 * scheduled for later, a deleted one or one in the other language is not found (404); an address
 * the post had before answers 301 to its new one. Its twin, when public, is its other version.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const found = await context.content.postAt(params.slug, language);
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "moved") throw redirect(pathIn(language, `/blog/${found.slug}`), 301);
  const { post, related, listPath, versions } = found;
  return { post, related, listPath, languageVersions: versions };
}

export const meta: Route.MetaFunction = ({ loaderData, ...place }) =>
  // A post that does not exist throws in its loader: the site layout draws the 404, the root its head.
  loaderData
    ? blogPostMeta(loaderData.post, loaderData.languageVersions, place)
    : notFoundMeta(place);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostArticle {...loaderData} />;
}
