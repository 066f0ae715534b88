import { Link } from "react-router";
import { ContentListHeader, itemLinkClass } from "#app/components/staff/content-editor.tsx";
import { linkClass } from "#app/components/staff/content-form.tsx";
import { formatDate } from "#app/components/staff/format.ts";
import { requireStaff } from "#app/utils/auth.server.ts";
import { doneMessage } from "#app/utils/done-notices.ts";
import { methodNotAllowed } from "#app/utils/method-not-allowed.ts";
import { formatInteger } from "#domain/format.ts";
import { listSoldHomes } from "#server/content/sold-homes.ts";
import { photoUrl } from "#server/content/staff-photos.ts";
import type { Route } from "./+types/content-homes";

export const meta: Route.MetaFunction = () => [{ title: "Sold homes · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const homes = await listSoldHomes(context.db);
  return {
    homes: homes.map((home) => ({
      ...home,
      thumb: photoUrl(
        { builtImageId: home.photoBuiltImageId, hash: home.photoHash, slot: home.photoSlot },
        400,
      ),
    })),
    done: doneMessage(request),
  };
}

/** No form posts here; a POST is answered as on every content route: the guard first. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  return methodNotAllowed();
}

export default function ContentHomes({ loaderData }: Route.ComponentProps) {
  const { homes, done } = loaderData;
  return (
    <div className="grid gap-4">
      <ContentListHeader add="/staff/content/homes/new" addLabel="Add a sold home" />
      {done && (
        <p role="status" className="card px-3 py-2">
          {done}
        </p>
      )}
      <p className="text-muted">
        As /portfolio shows them: highest price first (Order decides between equal prices).
      </p>
      {homes.length === 0 ? (
        <p className="card p-4">No sold homes yet.</p>
      ) : (
        <ul className="card divide-y divide-line" aria-label="Sold homes, highest price first">
          {homes.map((home) => (
            <li key={home.id} className="flex items-center gap-3 px-3 py-2">
              <img
                src={home.thumb}
                alt=""
                width={80}
                height={60}
                className="h-15 w-20 shrink-0 rounded-sm object-cover"
              />
              <span className="min-w-0 flex-1">
                <Link to={`/staff/content/homes/${home.id}`} className={itemLinkClass}>
                  {home.address}, {home.town}
                </Link>
                <span className="block text-muted text-xs">
                  ${formatInteger(home.price)} · {home.beds} beds · {home.baths} baths
                  {home.soldOn && <> · sold {formatDate(`${home.soldOn}T12:00:00Z`)}</>}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/portfolio" className={linkClass}>
          See the portfolio on the site
        </a>
      </p>
    </div>
  );
}
