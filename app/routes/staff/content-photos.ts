import { requireStaff } from "#app/utils/auth.server.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { uploadedImageUrl } from "#domain/images/image-slots.ts";
import { uploadChosenPhoto } from "#server/content/uploads.ts";
import type { Route } from "./+types/content-photos";

/** The width of a photo placed in a post's body: the article column is at most 768 px wide. */
const BODY_PHOTO_WIDTH = 960;

/** Nothing to read here: the post editor posts its body photos to this address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response("Post a photo to this address.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * A photo for a post's body, from the editor's Photo button: stored through the
 * pipeline (cropped to the blog's 3:2), answered with the address the Markdown
 * links to. A refused file stores nothing and the answer says why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const form = await readStaffForm(request);
  const outcome = await uploadChosenPhoto(context, {
    file: form.get("photo"),
    slot: "blog",
    actor: user.email,
  });
  if (!outcome) return Response.json({ error: "Choose a photo." }, { status: 400 });
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: outcome.status });
  return Response.json({
    id: outcome.id,
    src: uploadedImageUrl(outcome.hash, BODY_PHOTO_WIDTH, "jpg"),
  });
}
