import { redirect } from "react-router";
import { requireStaff } from "#app/utils/auth.server.ts";
import { editorId } from "#app/utils/staff-request.server.ts";
import { addChineseVersion } from "#server/content/staff-posts.ts";
import type { Route } from "./+types/content-post-twin";

/** "Add a Chinese version" is a POST from the English post's editor; a GET returns to it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect(`/staff/content/posts/${params.id}`);
}

/**
 * Makes the English post's Chinese twin (a draft linked to it, starting from its text) and opens
 * its editor; the twin it has already when there is one.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const id = editorId(params.id, "No such post");
  if (id === null) throw new Response("No such post", { status: 404 });
  const result = await addChineseVersion(context.db, { englishId: id, actor: user.email });
  if (result.ok) return redirect(`/staff/content/posts/${result.id}?saved=twin`);
  if (result.problem === "slug-taken")
    return redirect(`/staff/content/posts/${id}?twin=slug-taken`);
  throw new Response("No such English post", { status: 404 });
}
