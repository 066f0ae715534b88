import { data, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { MemberForm } from "#app/components/staff/member-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { readMemberForm } from "#app/utils/forms/member-post.server.ts";
import { editorId } from "#app/utils/staff-request.server.ts";
import { teamLeadOf } from "#server/staff/team.ts";
import { saveMemberForm } from "#server/team/editor.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/team-member";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.title ?? "Member"} · Team workspace` },
];

/** The team lead alone edits the team; anyone else is told so. */
async function requireTeamLead(request: Request, context: Route.LoaderArgs["context"]) {
  const user = await requireStaff(request, context);
  if (user.email.toLowerCase() !== teamLeadOf(context.staff.team))
    throw data("Only the team lead changes the team.", { status: 403 });
  return user;
}

/** The member `param` names ("new": none yet), or a 404. */
async function memberOf(context: Route.LoaderArgs["context"], param: string) {
  const id = editorId(param, "No such member");
  if (id === null) return null;
  const member = (await listMembers(context.db, { withFormer: true })).find(
    (candidate) => candidate.id === id,
  );
  if (!member) throw new Response("No such member", { status: 404 });
  return member;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireTeamLead(request, context);
  const member = await memberOf(context, params.id);
  return {
    title: member?.name ?? "New member",
    hasPhoto: member?.photo != null,
    languages: member?.languages ?? ["English"],
    values: member
      ? {
          name: member.name,
          role: member.role,
          email: member.email,
          phone: member.phone ?? "",
          bio: member.bio,
          licence: member.licence ?? "",
          photoAlt: member.photoAlt,
          roleZh: member.roleZh,
          bioZh: member.bioZh,
          photoAltZh: member.photoAltZh,
        }
      : {},
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireTeamLead(request, context);
  const member = await memberOf(context, params.id);
  const result = await saveMemberForm(context.db, await readMemberForm(request), {
    actor: user.email,
    existingId: member?.id,
    rateLimiter: context.rateLimiter,
  });
  if (result.status === "saved") throw redirect("/staff/team");
  return data(result, { status: 400 });
}

export default function TeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <BackLink to="/staff/team">The team</BackLink>
      <h1 className="text-2xl">{loaderData.title}</h1>
      <MemberForm
        values={actionData?.values ?? loaderData.values}
        languages={actionData?.languages ?? loaderData.languages}
        errors={actionData?.fieldErrors ?? {}}
        hasPhoto={loaderData.hasPhoto}
        submitLabel={
          loaderData.hasPhoto || loaderData.values.name ? "Save the member" : "Add the member"
        }
      />
    </div>
  );
}
