import { Link } from "react-router";
import { TableHead, wideOnly } from "#app/components/staff/table-head.tsx";
import { Time } from "#app/components/staff/time.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { openHouseSources, openHouseView } from "#server/open-houses.ts";
import { listEvents } from "#server/staff/events.ts";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = () => [{ title: "Events · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [events, records] = await Promise.all([
    listEvents(context.db),
    openHouseSources(context.db),
  ]);
  const now = Date.now();
  // Open houses the team created show their address and time; older named events their name.
  const withRecords = events.map((event) => {
    const house = records.get(event.id);
    return {
      ...event,
      openHouse: house ? { ...openHouseView(house), upcoming: house.endsAt.getTime() > now } : null,
    };
  });
  // Upcoming open houses first (soonest first), then the rest as before.
  const upcoming = withRecords
    .filter((event) => event.openHouse?.upcoming)
    .sort((a, b) => a.openHouse!.startsAt.localeCompare(b.openHouse!.startsAt));
  return { events: [...upcoming, ...withRecords.filter((event) => !event.openHouse?.upcoming)] };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl">Events</h1>
        <div className="flex flex-wrap items-center gap-4">
          <Link to="/staff/events/new" className="btn-primary min-h-11">
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
      {events.length === 0 ? (
        <p className="card p-4">
          No events yet. Create an open house to get its sign-in page and sign.
        </p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Events, latest sign-in first</caption>
            <TableHead
              columns={[
                "Event",
                { label: "Attendees", className: "text-right" },
                wideOnly("First sign-in"),
                "Last sign-in",
              ]}
            />
            <tbody className="divide-y divide-line">
              {events.map((event) => (
                <tr key={event.id}>
                  <td className="px-3 py-1">
                    <Link
                      to={`/staff/events/${event.id}`}
                      className="inline-flex min-h-11 items-center font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-brand"
                    >
                      {/* The year is in the dates beside it: "2026 - " is how the source is stored, not the event's name. */}
                      {event.openHouse
                        ? `${event.openHouse.street}, ${event.openHouse.town}`
                        : eventNameOf(event.name)}
                    </Link>
                    {event.openHouse && (
                      <span className="block text-muted">
                        Open house {event.openHouse.day}, {event.openHouse.hours}
                        {event.openHouse.cancelled ? " · Cancelled" : ""}
                        {event.openHouse.upcoming ? " · Upcoming" : ""}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{event.attendees}</td>
                  <td className="hidden px-3 py-1 text-muted sm:table-cell">
                    {event.firstSignIn && <Time at={event.firstSignIn} />}
                  </td>
                  <td className="px-3 py-1 text-muted">
                    {event.lastSignIn && <Time at={event.lastSignIn} />}
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
