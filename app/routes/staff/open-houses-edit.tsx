import { data, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { OpenHouseForm, openHouseFormState } from "#app/components/staff/open-house-form.tsx";
import { staffClientAction } from "#app/components/staff/save-problem.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { saveOpenHousePost } from "#app/utils/forms/open-house-post.server.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { OPEN_HOUSE_TOWNS, OTHER_TOWN } from "#domain/forms/open-house-schema.ts";
import { bostonWallClock } from "#domain/open-house.ts";
import { getOpenHouseBySource, setOpenHouseCancelled } from "#server/open-houses.ts";
import { rowId } from "#server/staff/request.ts";
import { listMembers, namesByAddress } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses-edit";

export const meta: Route.MetaFunction = () => [{ title: "Edit the open house · Team workspace" }];

async function openHouseOf(context: Route.LoaderArgs["context"], id: string) {
  const sourceId = rowId(id);
  const house =
    sourceId === undefined ? undefined : await getOpenHouseBySource(context.db, sourceId);
  if (!house) throw new Response("No such open house", { status: 404 });
  return house;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const house = await openHouseOf(context, params.id);
  const start = bostonWallClock(house.startsAt);
  const known = OPEN_HOUSE_TOWNS.includes(house.town);
  return {
    id: house.leadSourceId,
    cancelled: house.cancelledAt !== null,
    hasPhoto: house.photoHash !== null,
    staffEmails: context.staff.team,
    hosts: namesByAddress(await listMembers(context.db)),
    values: {
      street: house.street,
      unit: house.unit ?? "",
      town: known ? house.town : OTHER_TOWN,
      otherTown: known ? "" : house.town,
      zip: house.zip,
      day: start.day,
      start: start.time,
      end: bostonWallClock(house.endsAt).time,
      host: house.hostEmail,
      listingUrl: house.listingUrl ?? "",
      price: house.price?.toString() ?? "",
      beds: house.beds?.toString() ?? "",
      baths: house.baths?.toString() ?? "",
      squareFeet: house.squareFeet?.toString() ?? "",
      note: house.note,
      noteZh: house.noteZh,
      listingId: house.listingId?.toString() ?? "",
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const house = await openHouseOf(context, params.id);
  // Cancel and restore are their own small forms (no file), told apart by the intent.
  if (request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    const form = await readStaffForm(request);
    const intent = form.get("intent");
    if (intent === "cancel" || intent === "restore") {
      await setOpenHouseCancelled(context.db, house.id, intent === "cancel", user.email);
      throw redirect(`/staff/open-houses/${house.leadSourceId}`);
    }
    return data({ status: "refused" as const }, { status: 400 });
  }
  return saveOpenHousePost(request, context, { actor: user.email, existing: house });
}

/** A post that gets no answer (too large, offline, the server failing) is told in the form, which keeps what was typed. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

export default function EditOpenHouse({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <BackLink to={`/staff/open-houses/${loaderData.id}`}>The open house</BackLink>
      <h1 className="text-2xl">Edit the open house</h1>
      <OpenHouseForm
        {...openHouseFormState(actionData, loaderData.values)}
        staffEmails={loaderData.staffEmails}
        hosts={loaderData.hosts}
        submitLabel="Save the changes"
        hasPhoto={loaderData.hasPhoto}
      />
      <form method="post" className="card grid max-w-3xl gap-2 p-5">
        <h2 className="text-lg">{loaderData.cancelled ? "Cancelled" : "Cancel the open house"}</h2>
        <p>
          {loaderData.cancelled
            ? "Its public listing and sign-in page say it is cancelled. Its sign-ins stay."
            : "Its public listing and sign-in page will say it is cancelled. Its sign-ins stay."}
        </p>
        <div>
          <button
            type="submit"
            name="intent"
            value={loaderData.cancelled ? "restore" : "cancel"}
            className="inline-flex min-h-11 items-center rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm"
          >
            {loaderData.cancelled ? "Restore the open house" : "Cancel the open house"}
          </button>
        </div>
      </form>
    </div>
  );
}
