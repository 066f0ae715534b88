import { data, Form, Link } from "react-router";
import { SpokenLanguages } from "#app/components/spoken-languages.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { MemberActionSchema } from "#domain/forms/team-schema.ts";
import { teamLeadOf } from "#server/staff/team.ts";
import { changeMember, moveMember } from "#server/team/editor.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [{ title: "Team · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const members = await listMembers(context.db, { withFormer: true });
  const profiled = new Set(members.map((member) => member.email));
  const lead = teamLeadOf(context.staff.team);
  return {
    canEdit: user.email.toLowerCase() === lead,
    lead,
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      role: member.role,
      email: member.email,
      languages: member.languages,
      shown: member.shown,
      left: member.leftAt !== null,
    })),
    // Who signs in (STAFF_EMAILS) without a profile: the site cannot name her.
    withoutProfile: context.staff.team.filter((email) => !profiled.has(email)),
  };
}

/** Moves, hides, shows, marks as left or brings back a member: the team lead only. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  if (user.email.toLowerCase() !== teamLeadOf(context.staff.team))
    throw data({ message: "Only the team lead changes the team." }, { status: 403 });
  const form = await readStaffForm(request);
  const parsed = MemberActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ message: "Choose a member and what to do." }, { status: 400 });
  const { member: id, intent } = parsed.data;
  if (intent === "up" || intent === "down") {
    const moved = await moveMember(context.db, id, intent, user.email);
    return { message: moved ? "Moved." : "Already at that end." };
  }
  const changed = await changeMember(context.db, id, intent, user.email);
  if (!changed) return data({ message: "No such member." }, { status: 404 });
  return { message: "Saved: the site shows the change within a second." };
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { members, canEdit, lead, withoutProfile } = loaderData;
  const current = members.filter((member) => !member.left);
  const former = members.filter((member) => member.left);
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">Team</h1>
        {canEdit && (
          <Link to="/staff/team/new" className="btn-primary min-h-11">
            Add a member
          </Link>
        )}
      </div>
      <p className="text-muted">
        The people the site names: on /team, on the thank-you pages, as a post's author and as the
        host of an open house.{" "}
        {canEdit ? "You change the team" : `The team lead (${lead}) changes the team`}; who may log
        in is set by STAFF_EMAILS.
      </p>
      {actionData && "message" in actionData && (
        <p role="status" className="rounded bg-stone-warm px-3 py-2">
          {actionData.message}
        </p>
      )}
      {withoutProfile.length > 0 && (
        <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2">
          No profile yet for {withoutProfile.join(", ")}: the site names the team's first member for
          the leads routed to them.
        </p>
      )}
      <ol className="grid gap-3" aria-label="Members">
        {current.map((member, index) => (
          <li key={member.id} className="card grid gap-2 p-4">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h2 className="font-semibold text-base">{member.name}</h2>
              <span className="text-muted">{member.role}</span>
              {!member.shown && <span className="text-amber-800">Hidden from /team</span>}
            </div>
            <p className="text-muted wrap-anywhere">
              {member.email} · speaks <SpokenLanguages languages={member.languages} />
            </p>
            {canEdit && (
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/staff/team/${member.id}`}
                  className="btn-outline min-h-11"
                  aria-label={`Edit ${member.name}`}
                >
                  Edit
                </Link>
                {index > 0 && <MemberButton member={member} intent="up" label="Move up" />}
                {index < current.length - 1 && (
                  <MemberButton member={member} intent="down" label="Move down" />
                )}
                <MemberButton
                  member={member}
                  intent={member.shown ? "hide" : "show"}
                  label={member.shown ? "Hide from /team" : "Show on /team"}
                />
                <MemberButton member={member} intent="left" label="Has left the team" />
              </div>
            )}
          </li>
        ))}
      </ol>
      {former.length > 0 && (
        <section aria-labelledby="former-heading" className="grid gap-2">
          <h2 id="former-heading" className="text-lg">
            Former members
          </h2>
          <p className="text-muted">Named only as the authors of their past posts.</p>
          <ul className="grid gap-2">
            {former.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3">
                <span>{member.name}</span>
                {canEdit && <MemberButton member={member} intent="back" label="Back on the team" />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function MemberButton({
  member,
  intent,
  label,
}: {
  member: { id: number; name: string };
  intent: string;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="member" value={member.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="btn-outline min-h-11"
        aria-label={`${label}: ${member.name}`}
      >
        {label}
      </button>
    </Form>
  );
}
