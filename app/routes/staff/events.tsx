import { Link } from "react-router";
import { formatDateTime, isoOf } from "#app/components/staff/format.ts";
import { requireStaff } from "#app/utils/auth.server.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { listEvents } from "#server/staff/events.ts";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = () => [{ title: "Events · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { events: await listEvents(context.db) };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl">Events</h1>
        <a
          href="/event/generate-qr"
          className="inline-flex min-h-11 items-center font-medium text-brand underline"
        >
          Make a QR code for a new event
        </a>
      </div>
      {events.length === 0 ? (
        <p className="card p-4">No event sign-ins yet.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Events, latest sign-in first</caption>
            <thead className="border-line border-b bg-stone-warm/60 text-xs uppercase tracking-wide">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Event
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Attendees
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  First sign-in
                </th>
                <th scope="col" className="px-3 py-2">
                  Last sign-in
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {events.map((event) => (
                <tr key={event.id}>
                  <td className="px-3 py-1">
                    <Link
                      to={`/staff/events/${event.id}`}
                      className="inline-flex min-h-11 items-center font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-brand"
                    >
                      {/* The year is in the dates beside it: "2026 - " is how the source is stored, not the event's name. */}
                      {eventNameOf(event.name)}
                    </Link>
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{event.attendees}</td>
                  <td className="hidden px-3 py-1 text-muted sm:table-cell">
                    {event.firstSignIn && (
                      <time dateTime={isoOf(event.firstSignIn)}>
                        {formatDateTime(event.firstSignIn)}
                      </time>
                    )}
                  </td>
                  <td className="px-3 py-1 text-muted">
                    {event.lastSignIn && (
                      <time dateTime={isoOf(event.lastSignIn)}>
                        {formatDateTime(event.lastSignIn)}
                      </time>
                    )}
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
