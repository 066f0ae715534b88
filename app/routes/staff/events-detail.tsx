import QRCode from "qrcode";
import { Link } from "react-router";
import { BarChart } from "#app/components/staff/bar-chart.tsx";
import { FollowUpSummary } from "#app/components/staff/follow-up.tsx";
import { formatDateTime, formatTime, isoOf } from "#app/components/staff/format.ts";
import { requireStaff } from "#app/utils/auth.server.ts";
import { QR_OPTIONS, signInUrl } from "#app/utils/qr.ts";
import { formatPhone } from "#domain/phone.ts";
import { getEvent, signInsByHour } from "#server/staff/events.ts";
import { rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/events-detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.eventName ?? "Event"} · Team workspace` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = rowId(params.id);
  const event = id === undefined ? undefined : await getEvent(context.db, id);
  if (!event) throw new Response("No such event", { status: 404 });
  // The public origin from SITE_URL, never the request's Host header: the QR code is printed and
  // handed to guests, so a forged Host must not put another site's address on it.
  const signIn = signInUrl(context.staff.siteUrl, event.eventName);
  // Drawn here as SVG: the same code, colours and link as the QR generator's PNG, with no client code.
  const qrSvg = await QRCode.toString(signIn, { ...QR_OPTIONS, type: "svg" });
  return {
    ...event,
    signIn,
    qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`,
    hours: signInsByHour(event.attendees.map((attendee) => attendee.signedInAt)),
  };
}

const linkButton =
  "inline-flex min-h-11 items-center rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm";

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const { name, eventName, attendees, signIn, qr, hours } = loaderData;
  const csv = `/staff/leads.csv?${new URLSearchParams({ source: name, status: "all" })}`;
  return (
    <div className="grid gap-4">
      <p>
        <Link to="/staff/events" className="inline-flex min-h-11 items-center text-brand underline">
          ← All events
        </Link>
      </p>
      <h1 className="break-words text-2xl">{eventName}</h1>
      <div className="flex flex-wrap gap-2">
        <a className={linkButton} href={signIn} target="_blank" rel="noreferrer">
          Open the sign-in page
        </a>
        <a
          className={linkButton}
          href={qr}
          download={`qr-${eventName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`}
        >
          Download the QR code to print
        </a>
        <a className={linkButton} href={csv}>
          Download attendees (CSV)
        </a>
        <Link
          className={linkButton}
          to={`/staff/leads?${new URLSearchParams({ source: name, status: "all" })}`}
        >
          See them in the inbox
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        {hours.length > 0 ? (
          <BarChart
            title="Sign-ins by hour"
            summary={`${attendees.length} sign-ins; the busiest hour was ${
              hours.reduce((best, hour) => (hour.count > best.count ? hour : best)).label
            }.`}
            firstColumn="Hour"
            series={[{ key: "count", label: "Sign-ins", color: "#8b1a1a" }]}
            points={hours.map((hour) => ({ label: hour.label, values: { count: hour.count } }))}
          />
        ) : (
          <p className="card p-4">No sign-ins yet.</p>
        )}
        <figure className="card grid justify-items-center p-3">
          <img
            src={qr}
            alt={`QR code that opens the sign-in page for ${eventName}`}
            width={160}
            height={160}
          />
          <figcaption className="break-all text-center text-muted text-xs">{signIn}</figcaption>
        </figure>
      </div>
      <section className="card overflow-x-auto" aria-labelledby="attendees-heading">
        <h2 id="attendees-heading" className="px-3 pt-3 text-lg">
          Attendees ({attendees.length})
        </h2>
        <table className="mt-2 w-full text-left">
          <thead className="border-line border-b bg-stone-warm/60 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Signed in
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                E-mail
              </th>
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                Phone
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {attendees.map((attendee) => (
              <tr key={attendee.id}>
                <td className="px-3 py-1">
                  {attendee.personId ? (
                    <Link
                      to={`/staff/leads/${attendee.personId}`}
                      className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2 hover:decoration-brand"
                    >
                      {attendee.name}
                    </Link>
                  ) : (
                    attendee.name
                  )}
                  <FollowUpSummary {...attendee} />
                </td>
                <td className="px-3 py-1 text-muted">
                  <time
                    dateTime={isoOf(attendee.signedInAt)}
                    title={formatDateTime(attendee.signedInAt)}
                  >
                    {formatTime(attendee.signedInAt)}
                  </time>
                </td>
                <td className="hidden break-all px-3 py-1 sm:table-cell">{attendee.email}</td>
                <td className="hidden whitespace-nowrap px-3 py-1 md:table-cell">
                  {attendee.phone && formatPhone(attendee.phone)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
