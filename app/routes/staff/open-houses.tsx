import { Link } from "react-router";
import { TableHead, wideOnly } from "#app/components/staff/table-head.tsx";
import { Time } from "#app/components/staff/time.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { openHouseSources } from "#server/open-houses.ts";
import { listOpenHouses } from "#server/staff/open-house-list.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses";

export const meta: Route.MetaFunction = () => [{ title: "Open houses · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [openHouses, records, members] = await Promise.all([
    listOpenHouses(context.db),
    openHouseSources(context.db),
    listMembers(context.db),
  ]);
  const now = Date.now();
  // Open houses the team created show their address and time; older ones (a QR code for a named event) their name.
  const withRecords = openHouses.map((row) => {
    const house = records.get(row.id);
    return {
      ...row,
      openHouse: house
        ? { ...openHouseView(house, members), upcoming: house.endsAt.getTime() > now }
        : null,
    };
  });
  // Upcoming open houses first (soonest first), then the rest as before.
  const upcoming = withRecords
    .filter((row) => row.openHouse?.upcoming)
    .sort((a, b) => a.openHouse!.startsAt.localeCompare(b.openHouse!.startsAt));
  return { openHouses: [...upcoming, ...withRecords.filter((row) => !row.openHouse?.upcoming)] };
}

export default function OpenHouses({ loaderData }: Route.ComponentProps) {
  const { openHouses } = loaderData;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl">Open houses</h1>
        <div className="flex flex-wrap items-center gap-4">
          <Link to="/staff/open-houses/new" className="btn-primary min-h-11">
            New open house
          </Link>
          <a
            href="/event/generate-qr"
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            Make a QR code for a named event
          </a>
        </div>
      </div>
      {openHouses.length === 0 ? (
        <p className="card p-4">No open houses yet. Create one to get its sign-in page and sign.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Open houses, latest sign-in first</caption>
            <TableHead
              columns={[
                "Open house",
                { label: "Attendees", className: "text-right" },
                wideOnly("First sign-in"),
                "Last sign-in",
              ]}
            />
            <tbody className="divide-y divide-line">
              {openHouses.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-1">
                    <Link
                      to={`/staff/open-houses/${row.id}`}
                      className="inline-flex min-h-11 items-center font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-brand"
                    >
                      {/* The year is in the dates beside it: "2026 - " is how the source is stored, not the event's name. */}
                      {row.openHouse
                        ? `${row.openHouse.street}, ${row.openHouse.town}`
                        : eventNameOf(row.name)}
                    </Link>
                    {row.openHouse && (
                      <span className="block text-muted">
                        Open house {row.openHouse.day}, {row.openHouse.hours}
                        {row.openHouse.cancelled ? " · Cancelled" : ""}
                        {row.openHouse.upcoming ? " · Upcoming" : ""}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{row.attendees}</td>
                  <td className="hidden px-3 py-1 text-muted sm:table-cell">
                    {row.firstSignIn && <Time at={row.firstSignIn} />}
                  </td>
                  <td className="px-3 py-1 text-muted">
                    {row.lastSignIn && <Time at={row.lastSignIn} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
