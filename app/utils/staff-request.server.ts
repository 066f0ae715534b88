import { rowId } from "#server/staff/request.ts";

/**
 * What a staff route reads off its request before it calls server/: the posted form and an
 * editor's id. They answer a bad request themselves (a thrown Response), which is the route's
 * business, so they live beside the routes and server/ takes values.
 */

/**
 * An editor's URL parameter: "new" (no row yet, null) or a row id; anything else
 * is answered 404 with `notFound`.
 */
export function editorId(param: string, notFound: string): number | null {
  if (param === "new") return null;
  const id = rowId(param);
  if (id === undefined) throw new Response(notFound, { status: 404 });
  return id;
}

/**
 * The posted form of a staff action. A body that is not form data (JSON, plain
 * text, no Content-Type) is answered 400, not a 500 from the framework's parser.
 */
export async function readStaffForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
