import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { data, Link, useActionData } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { BarChart } from "#app/components/staff/bar-chart.tsx";
import { FollowUpSummary } from "#app/components/staff/follow-up.tsx";
import { formatDateTime, formatTime, isoOf } from "#app/components/staff/format.ts";
import { GUEST_NOTE_FORM, GuestNoteForm } from "#app/components/staff/guest-note-form.tsx";
import { staffClientAction } from "#app/components/staff/save-problem.tsx";
import { TableHead } from "#app/components/staff/table-head.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { kioskUrl } from "#app/utils/kiosk/url.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { fieldErrors } from "#domain/forms/fields.ts";
import { GuestNoteSchema, guestNoteFields } from "#domain/forms/guest-note-schema.ts";
import { callLine, callsFirst, guestCall, HAS_AGENT_LABEL } from "#domain/guest-call.ts";
import { openHouseName } from "#domain/open-house.ts";
import { formatPhone } from "#domain/phone.ts";
import { QR_OPTIONS, signInUrl } from "#domain/qr.ts";
import { openHouseQrSvg, openHouseQrUrl, openHouseSignInUrl } from "#server/open-house-sign.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { getOpenHouseBySource, hostCard } from "#server/open-houses.ts";
import { SKIP_REASONS, sendGuestNote } from "#server/staff/guest-note.ts";
import {
  getOpenHouseAttendance,
  groupGuests,
  signInsByHour,
  summariseAnswers,
} from "#server/staff/open-house-list.ts";
import { rowId } from "#server/staff/request.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses-detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Open house"} · Team workspace` },
];

/** How often the page asks for the count while the open house runs. */
const LIVE_COUNT_MS = 15_000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = rowId(params.id);
  const event = id === undefined ? undefined : await getOpenHouseAttendance(context.db, id);
  if (!event) throw new Response("No such open house", { status: 404 });
  const house = await getOpenHouseBySource(context.db, event.id);
  // The guests worth a call today first, each with the reason in words (domain/guest-call.ts).
  const guests = callsFirst(groupGuests(event.attendees)).map((guest) => ({
    ...guest,
    call: guestCall(guest.answers),
    mailable: guest.signIns.some((signIn) => signIn.consent) && !guest.signIns[0]?.unsubscribedAt,
  }));
  const base = {
    id: event.id,
    name: event.name,
    eventName: house ? openHouseName(house) : eventNameOf(event.name),
    sendKey: crypto.randomUUID(),
    guests,
    signInCount: event.attendees.length,
    summary: summariseAnswers(guests),
    hours: signInsByHour(event.attendees.map((attendee) => attendee.signedInAt)),
  };
  // The public origin from SITE_URL, never the request's Host header: the QR code is printed and
  // handed to guests, so a forged Host must not put another site's address on it.
  if (house) {
    const signIn = openHouseSignInUrl(context.staff.siteUrl, house.code);
    const now = Date.now();
    const view = openHouseView(house, await listMembers(context.db));
    return {
      ...base,
      title: view.street,
      openHouse: view,
      running: house.startsAt.getTime() - 3_600_000 <= now && now <= house.endsAt.getTime(),
      signIn,
      kiosk: kioskUrl(`${context.staff.siteUrl}/event/sign-in?oh=${house.code}`),
      qr: await openHouseQrSvg(openHouseQrUrl(context.staff.siteUrl, house)),
    };
  }
  const signIn = signInUrl(context.staff.siteUrl, event.eventName);
  // Drawn here as SVG: the same code, colours and link as the QR generator's PNG, with no client code.
  const qrSvg = await QRCode.toString(signIn, { ...QR_OPTIONS, type: "svg" });
  return {
    ...base,
    // The name as typed for the QR code: "2026 - " is how the source is stored, not its name.
    title: event.eventName,
    openHouse: null,
    running: false,
    signIn,
    kiosk: kioskUrl(signIn),
    qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`,
  };
}

/** "E-mail all guests" (or the ticked ones): server/staff/guest-note.ts sends it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = rowId(params.id);
  const event = id === undefined ? undefined : await getOpenHouseAttendance(context.db, id);
  if (!event) throw new Response("No such open house", { status: 404 });
  const form = await request.formData();
  const parsed = GuestNoteSchema.safeParse(guestNoteFields(form));
  if (!parsed.success) {
    const values = {
      subject: String(form.get("subject") ?? ""),
      message: String(form.get("message") ?? ""),
    };
    return data({ noteErrors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const house = await getOpenHouseBySource(context.db, event.id);
  const card = hostCard(staff.email, await listMembers(context.db));
  const outcome = await sendGuestNote(context.db, {
    leadSourceId: event.id,
    eventName: house ? openHouseName(house) : event.eventName,
    note: parsed.data,
    from: {
      name: card.name,
      phone: card.phone.display,
      phoneE164: card.phone.e164,
      email: card.email,
    },
    actor: staff.email,
  });
  context.staff.onMailQueued?.();
  const skippedWords = outcome.skipped.map(
    ({ reason, count }) => `${count} skipped: ${SKIP_REASONS[reason]}.`,
  );
  return { noteSent: { ...outcome, skippedWords } };
}

/** A send that fails (offline, or the session ended) keeps the note and says so in place. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

const linkButton =
  "inline-flex min-h-11 items-center rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm";

const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

/** While the open house runs, the count of people follows the sign-ins (a poll; the page hydrates). */
function useLiveCount(id: number, running: boolean, initial: number) {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(`/staff/open-houses/${id}/count.json`, { cache: "no-store" });
        if (response.ok) setCount(((await response.json()) as { people: number }).people);
      } catch {}
    }, LIVE_COUNT_MS);
    return () => window.clearInterval(timer);
  }, [id, running]);
  return count;
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const noteResult = useActionData<typeof action>();
  const {
    id,
    name,
    eventName,
    sendKey,
    title,
    guests,
    signInCount,
    summary,
    signIn,
    kiosk,
    qr,
    hours,
    openHouse,
    running,
  } = loaderData;
  const liveCount = useLiveCount(id, running, guests.length);
  const csv = `/staff/leads.csv?${new URLSearchParams({ source: name, status: "all" })}`;
  return (
    <div className="grid gap-4">
      <BackLink to="/staff/open-houses">All open houses</BackLink>
      <h1 className="break-words text-2xl">{title}</h1>
      {openHouse && (
        <section className="card grid gap-3 p-4 sm:grid-cols-[200px_1fr]" aria-label="The property">
          {openHouse.photo ? (
            <img
              src={openHouse.photo.src}
              alt=""
              className="aspect-[4/3] w-full rounded-sm object-cover"
            />
          ) : (
            <p className="text-muted">No photo yet.</p>
          )}
          <div className="grid content-start gap-1">
            {openHouse.cancelled && <p className="font-semibold text-red-800">Cancelled</p>}
            <p className="font-semibold text-base">{openHouse.address}</p>
            <p>
              <time dateTime={openHouse.startsAt}>{openHouse.day}</time>, {openHouse.hours}
            </p>
            {openHouse.facts && <p className="text-muted">{openHouse.facts}</p>}
            <p>Host: {openHouse.host.name}</p>
            <p>
              Sign-in address:{" "}
              <a className="text-brand underline" href={signIn}>
                {signIn}
              </a>
            </p>
            <p aria-live="polite" className="font-semibold text-base">
              {running
                ? `Live: ${people(liveCount)} signed in so far`
                : `${people(liveCount)} signed in`}
            </p>
          </div>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          className={`${linkButton} border-brand text-brand`}
          href={kiosk}
          target="_blank"
          rel="noreferrer"
        >
          Open kiosk
        </a>
        {openHouse ? (
          <>
            <Link className={linkButton} to={`/staff/open-houses/${id}/sign`}>
              Print sheet
            </Link>
            <a className={linkButton} href={`/staff/open-houses/${id}/qr.png`} download>
              QR code (PNG)
            </a>
            <Link className={linkButton} to={`/staff/open-houses/${id}/edit`}>
              Edit or cancel
            </Link>
          </>
        ) : (
          <>
            <a className={linkButton} href={signIn} target="_blank" rel="noreferrer">
              Open the sign-in page
            </a>
            <a
              className={linkButton}
              href={qr}
              download={`qr-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`}
            >
              Download the QR code to print
            </a>
          </>
        )}
        <a className={linkButton} href={csv}>
          Guests (CSV)
        </a>
        <Link
          className={linkButton}
          to={`/staff/leads?${new URLSearchParams({ source: name, status: "all" })}`}
        >
          See them in the inbox
        </Link>
      </div>
      <section className="card p-4" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="text-lg">
          Answers of {people(guests.length)}
        </h2>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          {summary.map((question) => (
            <div key={question.name}>
              <dt className="font-medium">{question.summary}</dt>
              <dd>
                <ul>
                  {question.counts.map((answer) => (
                    <li key={answer.label}>
                      {answer.label}:{" "}
                      <span className="tabular-nums font-semibold">{answer.count}</span>
                    </li>
                  ))}
                  <li className="text-muted">
                    Not answered: <span className="tabular-nums">{question.unanswered}</span>
                  </li>
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        {hours.length > 0 ? (
          <BarChart
            title="Sign-ins by hour"
            summary={`${signInCount} sign-ins; the busiest hour was ${
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
            alt={`QR code that opens the sign-in page for ${title}`}
            width={160}
            height={160}
          />
          <figcaption className="break-all text-center text-muted text-xs">{signIn}</figcaption>
        </figure>
      </div>
      {guests.length > 0 && (
        <GuestNoteForm
          eventName={eventName}
          sendKey={sendKey}
          guests={guests.length}
          mailable={guests.filter((guest) => guest.mailable).length}
          result={noteResult}
        />
      )}
      <section className="card overflow-x-auto" aria-labelledby="guests-heading">
        <h2 id="guests-heading" className="px-3 pt-3 text-lg">
          Attendees: {people(guests.length)}, {signInCount} sign-in{signInCount === 1 ? "" : "s"}
        </h2>
        <table className="mt-2 w-full text-left">
          <TableHead columns={["Choose", "Person", "Sign-ins and answers"]} />
          <tbody className="divide-y divide-line">
            {guests.map((guest) => (
              <tr key={guest.key} className="align-top">
                <td className="px-3 py-1">
                  {guest.personId && (
                    <input
                      type="checkbox"
                      name="guest"
                      value={guest.personId}
                      form={GUEST_NOTE_FORM}
                      aria-label={`Choose ${guest.name} for the note`}
                      className="mt-3 size-5"
                    />
                  )}
                </td>
                <td className="px-3 py-1">
                  {guest.call.kind === "call" && (
                    <span className="block font-semibold text-brand">
                      {callLine(guest.call.reasons)}
                    </span>
                  )}
                  {guest.call.kind === "has-agent" && (
                    <span className="block font-semibold text-muted">{HAS_AGENT_LABEL}</span>
                  )}
                  {guest.personId ? (
                    <Link
                      to={`/staff/leads/${guest.personId}`}
                      className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2 hover:decoration-brand"
                    >
                      {guest.name}
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-11 items-center">{guest.name}</span>
                  )}
                  <span className="block break-all text-muted">{guest.email}</span>
                  {guest.phone && (
                    <span className="block text-muted">{formatPhone(guest.phone)}</span>
                  )}
                </td>
                <td className="px-3 py-1 text-muted">
                  <ul>
                    {guest.signIns.map((signInRow) => (
                      <li key={signInRow.id}>
                        <time
                          dateTime={isoOf(signInRow.signedInAt)}
                          title={formatDateTime(signInRow.signedInAt)}
                        >
                          {formatTime(signInRow.signedInAt)}
                        </time>
                        <FollowUpSummary {...signInRow} />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
