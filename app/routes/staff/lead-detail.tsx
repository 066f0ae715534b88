import { data, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { ErasePerson } from "#app/components/staff/erase-person.tsx";
import { LeadActions } from "#app/components/staff/lead-actions.tsx";
import { LEAD_SECTION } from "#app/components/staff/lead-card.ts";
import { LeadContacts } from "#app/components/staff/lead-contacts.tsx";
import { LeadDeliveries } from "#app/components/staff/lead-deliveries.tsx";
import { NextStepForm, OwnerAndType } from "#app/components/staff/lead-follow-up.tsx";
import { LeadSavedSearches } from "#app/components/staff/lead-saved-searches.tsx";
import { LeadTimeline } from "#app/components/staff/lead-timeline.tsx";
import { MistypedEmail } from "#app/components/staff/mistyped-email.tsx";
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
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { teamDay, teamInstant } from "#domain/dates.ts";
import { waitedFor } from "#domain/format.ts";
import { fieldErrors } from "#domain/forms/fields.ts";
import { formatPhone } from "#domain/phone.ts";
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
import { rowId } from "#server/staff/request.ts";
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
  return (
    <div className="grid gap-4">
      <BackLink to="/staff/leads">All leads</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl">{name}</h1>
          <p className="text-muted wrap-anywhere">
            {person.email}
            <MistypedEmail email={person.email} />
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
      <LeadActions person={person} submissions={submissions} />

      <div className="grid gap-4 md:grid-cols-2">
        <LeadTimeline
          touches={touches}
          statusHistory={statusHistory}
          speed={loaderData.speed}
          touchError={touchError}
        />
        <section
          className={`${LEAD_SECTION} grid content-start gap-3`}
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
        <div className="grid content-start gap-4">
          <LeadContacts submissions={submissions} />
          <LeadSavedSearches
            savedSearches={loaderData.savedSearches}
            openedHomes={loaderData.openedHomes}
          />
        </div>

        <div className="grid content-start gap-4">
          <section className={LEAD_SECTION} aria-labelledby="notes-heading">
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
          <LeadDeliveries notifications={notifications} />
          <ErasePerson emailKey={person.emailKey} />
        </div>
      </div>
    </div>
  );
}
