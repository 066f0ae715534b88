import { Fragment } from "react";
import { data, Form, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { DeliveryList } from "#app/components/staff/delivery-list.tsx";
import { ErasureExplained } from "#app/components/staff/erasure-explained.tsx";
import { FollowUpDetails } from "#app/components/staff/follow-up.tsx";
import { formatDateTime, isoOf } from "#app/components/staff/format.ts";
import { NextStepForm, OwnerAndType, TouchForm } from "#app/components/staff/lead-follow-up.tsx";
import { STATUS_LABELS } from "#app/components/staff/lead-status.ts";
import { NoteForm } from "#app/components/staff/note-form.tsx";
import {
  SaveProblemMessage,
  saveProblemOf,
  staffClientAction,
} from "#app/components/staff/save-problem.tsx";
import { StatusForm, VIA_FETCHER } from "#app/components/staff/status-form.tsx";
import { Time } from "#app/components/staff/time.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import {
  LeadTypeSchema,
  NextStepSchema,
  NoteSchema,
  StatusChangeSchema,
  TouchSchema,
} from "#app/utils/forms/staff-schemas.ts";
import { site } from "#content/site.ts";
import { teamDay, teamInstant } from "#domain/dates.ts";
import { eventNameOf } from "#domain/event-source.ts";
import { waitedFor } from "#domain/format.ts";
import { fieldErrors } from "#domain/forms/fields.ts";
import { TOUCH_LABELS } from "#domain/lead-touch.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { dialablePhone, formatPhone } from "#domain/phone.ts";
import { propertyAddress, propertyFacts } from "#domain/property.ts";
import {
  addLeadNote,
  completeNextStep,
  recordTouch,
  retryNotification,
  setLeadOwner,
  setLeadStatus,
  setLeadType,
  setNextStep,
} from "#server/staff/lead-changes.ts";
import { getLeadDetail } from "#server/staff/lead-detail.ts";
import { erasePerson } from "#server/staff/privacy.ts";
import { readStaffForm, rowId } from "#server/staff/request.ts";
import { effectiveOwner } from "#server/staff/team.ts";
import type { Route } from "./+types/lead-detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.name ?? "Lead"} · Team workspace` },
];

const personIdOf = (params: { id: string }) => {
  const id = rowId(params.id);
  if (id === undefined) throw new Response("No such lead", { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const detail = await getLeadDetail(context.db, personIdOf(params));
  if (!detail) throw new Response("No such lead (it may have been erased)", { status: 404 });
  const { person } = detail;
  const team = context.staff.team;
  return {
    ...detail,
    name: `${person.firstName} ${person.lastName}`.trim(),
    team,
    owner: effectiveOwner(person.owner, team),
    tomorrow: teamDay(new Date(Date.now() + 86_400_000)),
    // Speed to lead for this person, worded here so the page says the same after hydrating.
    speed: person.firstTouchAt ? waitedFor(person.firstContactAt, person.firstTouchAt) : null,
  };
}

const notFound = () => new Response("No such lead", { status: 404 });

/**
 * Stage, owner, type, next step (set or done), a recorded call, text or e-mail, a
 * note, retrying a failed notification or CRM hand-off, or erasing the person.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const personId = personIdOf(params);
  const form = await readStaffForm(request);
  const here = `/staff/leads/${personId}`;
  switch (form.get("intent")) {
    case "status": {
      const change = StatusChangeSchema.safeParse(Object.fromEntries(form));
      if (!change.success || change.data.personId !== personId)
        return data({ error: "Choose a status." }, { status: 400 });
      if (!(await setLeadStatus(context.db, { ...change.data, actor: user.email })))
        throw new Response("No such lead", { status: 404 });
      return form.get("via") === VIA_FETCHER ? { ok: true } : redirect(here);
    }
    case "note": {
      const note = NoteSchema.safeParse(Object.fromEntries(form));
      if (!note.success)
        return data(
          {
            intent: "note" as const,
            error: fieldErrors(note.error).body?.[0] ?? "Check the note.",
          },
          { status: 400 },
        );
      const { body } = note.data;
      if (!(await addLeadNote(context.db, { personId, body, author: user.email })))
        throw new Response("No such lead", { status: 404 });
      return form.get("via") === VIA_FETCHER ? { noted: true as const } : redirect(here);
    }
    case "owner": {
      const owner = form.get("owner")?.toString().toLowerCase() ?? "";
      if (!context.staff.team.includes(owner))
        return data({ error: "Choose a member of the team." }, { status: 400 });
      if (!(await setLeadOwner(context.db, { personId, owner, actor: user.email })))
        throw notFound();
      return redirect(here);
    }
    case "type": {
      const parsed = LeadTypeSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data({ error: "Choose a type." }, { status: 400 });
      if (!(await setLeadType(context.db, { personId, ...parsed.data, actor: user.email })))
        throw notFound();
      return redirect(here);
    }
    case "touch": {
      const parsed = TouchSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return data(
          { intent: "touch" as const, error: parsed.error.issues[0]?.message ?? "Check the line." },
          { status: 400 },
        );
      const { kind, note } = parsed.data;
      if (
        !(await recordTouch(context.db, { personId, kind, note: note || null, actor: user.email }))
      )
        throw notFound();
      return redirect(here);
    }
    case "next-step": {
      const parsed = NextStepSchema.safeParse(Object.fromEntries(form));
      const at = parsed.success ? teamInstant(parsed.data.day, parsed.data.time) : undefined;
      if (!parsed.success || !at)
        return data(
          {
            intent: "next-step" as const,
            error: parsed.success
              ? "Choose a day and a time."
              : (parsed.error.issues[0]?.message ?? "Check the next step."),
          },
          { status: 400 },
        );
      if (
        !(await setNextStep(context.db, {
          personId,
          at,
          text: parsed.data.text,
          actor: user.email,
        }))
      )
        throw notFound();
      return redirect(here);
    }
    case "step-done": {
      await completeNextStep(context.db, { personId, actor: user.email });
      return redirect(here);
    }
    case "retry": {
      const notificationId = rowId(form.get("notification"));
      if (notificationId !== undefined)
        await retryNotification(context.db, { personId, notificationId, actor: user.email });
      return redirect(here);
    }
    case "erase": {
      const detail = await getLeadDetail(context.db, personId);
      if (!detail) return redirect("/staff/leads?erased");
      const typed = form.get("confirm")?.toString().trim().toLowerCase();
      if (typed !== detail.person.emailKey)
        return data(
          { error: "Type the person's e-mail address exactly to erase them." },
          { status: 400 },
        );
      await erasePerson(context.db, { personId, actor: user.email });
      return redirect("/staff/leads?erased");
    }
    default:
      return data({ error: "Unknown action." }, { status: 400 });
  }
}

/** A save that fails (offline, or the session ended) is answered in place: see staffClientAction. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

const section = "card p-3";
const linkButton =
  "inline-flex min-h-11 items-center gap-1 rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm";

/** A reply that quotes the lead's latest message, the way a mail program would. */
function replyHref(email: string, firstName: string, message: string | null) {
  const quoted = message ? `\n\n> ${message.split(/\r?\n/).join("\n> ")}` : "";
  const body = `Hi ${firstName},\n\n${quoted}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(
    `Your message to ${site.name}`,
  )}&body=${encodeURIComponent(body)}`;
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { person, name, submissions, notifications, notes, statusHistory, touches } = loaderData;
  const intentError = (intent: string) =>
    actionData && "error" in actionData && "intent" in actionData && actionData.intent === intent
      ? actionData.error
      : undefined;
  const noteError = intentError("note");
  const touchError = intentError("touch");
  const stepError = intentError("next-step");
  const error =
    actionData && "error" in actionData && !("intent" in actionData) ? actionData.error : undefined;
  // Retrying a delivery or erasing, sent while offline or after the session ended.
  const problem = saveProblemOf(actionData);
  // The thank-you a guest got is not a mail to the team: it has its own list.
  const teamMails = notifications.filter(
    (delivery) => delivery.channel === "mail" && delivery.kind !== "guest-follow-up",
  );
  const guestMails = notifications.filter((delivery) => delivery.kind === "guest-follow-up");
  const timeline = [
    ...touches.map((touch) => ({
      key: `t${touch.id}`,
      what: TOUCH_LABELS[touch.kind],
      line: touch.note,
      actor: touch.actor,
      at: touch.createdAt,
    })),
    ...statusHistory.map((change) => ({
      key: `s${change.id}`,
      what: `Stage: ${STATUS_LABELS[change.status]}`,
      line: null,
      actor: change.actor === "system" ? "wrote again" : change.actor,
      at: change.createdAt,
    })),
  ].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  const handOffs = notifications.filter((delivery) => delivery.channel !== "mail");
  const latestMessage = submissions.find((submission) => submission.message)?.message ?? null;
  const phoneDigits = person.phone ? dialablePhone(person.phone) : undefined;
  return (
    <div className="grid gap-4">
      <BackLink to="/staff/leads">All leads</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl">{name}</h1>
          <p className="text-muted wrap-anywhere">
            {person.email}
            {person.phone && (
              <span className="whitespace-nowrap"> · {formatPhone(person.phone)}</span>
            )}
          </p>
        </div>
        <StatusForm
          personId={person.id}
          status={person.status}
          name={name}
          action={`/staff/leads/${person.id}`}
        />
      </div>
      {error && (
        <p role="alert" className="card border-l-4 border-l-brand px-3 py-2 text-brand">
          {error}
        </p>
      )}
      {problem && <SaveProblemMessage problem={problem} what="The change" />}
      <div className="flex flex-wrap gap-2">
        {phoneDigits && (
          <>
            <a className={linkButton} href={`tel:${phoneDigits}`}>
              Call
            </a>
            <a className={linkButton} href={`sms:${phoneDigits}`}>
              Text
            </a>
          </>
        )}
        <a className={linkButton} href={replyHref(person.email, person.firstName, latestMessage)}>
          Reply by e-mail
        </a>
        <a className={linkButton} href={`/staff/leads/${person.id}/data.json`} download>
          Download their data (JSON)
        </a>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {/* One tap after the call: recording it comes first, on a phone right under Call and Text. */}
        <section className={`${section} grid content-start gap-2`} aria-labelledby="touch-heading">
          <h2 id="touch-heading" className="text-lg">
            Record a contact
          </h2>
          <TouchForm error={touchError} />
          {loaderData.speed && (
            <p className="text-muted text-xs">
              First recorded contact {loaderData.speed} after the lead arrived.
            </p>
          )}
          <h3 className="mt-2 font-semibold text-sm">Timeline</h3>
          {timeline.length === 0 ? (
            <p className="text-muted">Nothing recorded yet: new since the first contact.</p>
          ) : (
            <ul className="divide-y divide-line" aria-label="Timeline">
              {timeline.map((entry) => (
                <li key={entry.key} className="py-1">
                  <span className="font-medium">{entry.what}</span>
                  {entry.line && <span className="break-words"> · {entry.line}</span>}
                  <span className="block text-muted text-xs">
                    <span className="wrap-anywhere">{entry.actor}</span> · <Time at={entry.at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          className={`${section} grid content-start gap-3`}
          aria-labelledby="follow-up-heading"
        >
          <h2 id="follow-up-heading" className="text-lg">
            Follow-up
          </h2>
          <OwnerAndType
            owner={loaderData.owner}
            team={loaderData.team}
            leadType={person.leadType}
          />
          <NextStepForm
            nextStep={person.nextStep}
            nextStepAt={person.nextStepAt}
            defaultDay={loaderData.tomorrow}
            error={stepError}
          />
        </section>
      </div>

      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <section className={section} aria-labelledby="contacts-heading">
          <h2 id="contacts-heading" className="text-lg">
            Contacts ({submissions.length})
          </h2>
          <ol className="mt-2 divide-y divide-line">
            {submissions.map((submission) => (
              <li key={submission.id} className="py-2">
                <div className="flex flex-wrap justify-between gap-2 text-xs">
                  <span className="font-medium">
                    {submission.source ? eventNameOf(submission.source) : "Unknown source"}
                    {submission.leadType && (
                      <span className="ml-2 rounded-sm bg-stone-warm px-1.5 py-0.5 font-semibold">
                        {LEAD_TYPE_LABELS[submission.leadType]}
                      </span>
                    )}
                  </span>
                  <time className="text-muted" dateTime={isoOf(submission.createdAt)}>
                    {formatDateTime(submission.createdAt)}
                  </time>
                </div>
                <div className="text-muted text-xs">
                  {submission.name} · {submission.email}
                  {submission.phone && (
                    <span className="whitespace-nowrap"> · {formatPhone(submission.phone)}</span>
                  )}
                </div>
                {submission.message && (
                  <p className="mt-1 whitespace-pre-wrap break-words">{submission.message}</p>
                )}
                {submission.property && (
                  <div className="mt-2" data-property="">
                    <p className="font-semibold">
                      Home value request: {propertyAddress(submission.property)}
                    </p>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                      {propertyFacts(submission.property).map(([label, value]) => (
                        <Fragment key={label}>
                          <dt className="text-muted">{label}</dt>
                          <dd className="whitespace-pre-wrap break-words">{value}</dd>
                        </Fragment>
                      ))}
                    </dl>
                  </div>
                )}
                <FollowUpDetails {...submission} />
              </li>
            ))}
          </ol>
        </section>

        <div className="grid content-start gap-4">
          <section className={section} aria-labelledby="notes-heading">
            <h2 id="notes-heading" className="text-lg">
              Notes
            </h2>
            <NoteForm key={person.id} personId={person.id} error={noteError} />
            <ul className="mt-2 divide-y divide-line">
              {notes.map((note) => (
                <li key={note.id} className="py-2">
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  <p className="text-muted text-xs">
                    {note.author} · <Time at={note.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section className={section} aria-labelledby="mail-heading">
            <h2 id="mail-heading" className="text-lg">
              Team e-mails
            </h2>
            <DeliveryList deliveries={teamMails} buttonClassName={linkButton} />
          </section>

          {guestMails.length > 0 && (
            <section className={section} aria-labelledby="guest-mail-heading">
              <h2 id="guest-mail-heading" className="text-lg">
                Thank-you e-mail to the guest
              </h2>
              <p className="text-muted text-xs">Sent by the site after the sign-in, as agreed.</p>
              <DeliveryList deliveries={guestMails} buttonClassName={linkButton} />
            </section>
          )}

          {handOffs.length > 0 && (
            <section className={section} aria-labelledby="crm-heading">
              <h2 id="crm-heading" className="text-lg">
                CRM hand-off
              </h2>
              <DeliveryList deliveries={handOffs} buttonClassName={linkButton} />
            </section>
          )}

          {/* Rarely needed and not undoable: folded away, so it does not stand beside the notes. */}
          <details className={section}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-muted">
              Erase this person…
            </summary>
            <ErasureExplained />
            <Form method="post" className="mt-2 grid gap-2">
              <input type="hidden" name="intent" value="erase" />
              <label htmlFor="erase-confirm">
                Type <strong className="break-all">{person.emailKey}</strong> to confirm
              </label>
              <input
                id="erase-confirm"
                name="confirm"
                autoComplete="off"
                required
                className="block min-h-11 w-full rounded-sm border border-line bg-white px-2"
              />
              <button
                type="submit"
                className="btn justify-self-start border border-brand px-4 py-2 text-brand hover:bg-brand hover:text-white"
              >
                Erase everything
              </button>
            </Form>
          </details>
        </div>
      </div>
    </div>
  );
}
