import { BackLink } from "#app/components/staff/back-link.tsx";
import { OpenHouseForm, openHouseFormState } from "#app/components/staff/open-house-form.tsx";
import { staffClientAction } from "#app/components/staff/save-problem.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { saveOpenHousePost } from "#app/utils/forms/open-house-post.server.ts";
import { parseRowId } from "#domain/row-id.ts";
import { getListing } from "#server/listings/history.ts";
import { openHouseValuesOf } from "#server/listings/open-house.ts";
import { listMembers, namesByAddress } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses-new";

export const meta: Route.MetaFunction = () => [{ title: "New open house · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  // "Schedule an open house" on a listing (issue 41): its address and facts fill the form.
  const listingId = parseRowId(new URL(request.url).searchParams.get("listing"));
  const listing = listingId === undefined ? undefined : await getListing(context.db, listingId);
  return {
    staffEmails: context.staff.team,
    hosts: namesByAddress(await listMembers(context.db)),
    values: { host: user.email.toLowerCase(), ...(listing && openHouseValuesOf(listing)) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  return saveOpenHousePost(request, context, { actor: user.email });
}

/** A post that gets no answer (too large, offline, the server failing) is told in the form, which keeps what was typed. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

export default function NewOpenHouse({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <BackLink to="/staff/open-houses">All open houses</BackLink>
      <h1 className="text-2xl">New open house</h1>
      <OpenHouseForm
        {...openHouseFormState(actionData, loaderData.values)}
        staffEmails={loaderData.staffEmails}
        hosts={loaderData.hosts}
        submitLabel="Create the open house"
        hasPhoto={false}
      />
    </div>
  );
}
