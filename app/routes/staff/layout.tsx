import { sql } from "drizzle-orm";
import { data, Outlet } from "react-router";
import { StaffShell } from "#app/components/staff/shell.tsx";
import { getStaffSession } from "#app/utils/session.server.ts";
import type { Route } from "./+types/layout";

/**
 * The workspace's layout. Its loader does not require a session (the sign-in
 * pages render inside it too); every staff page's own loader and action call
 * requireStaff. For a signed-in member it renews the cookie, so the session
 * lasts as long as it is used, and counts the lead notifications not yet sent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context);
  const email = session.get("email");
  if (!email || !context.staff.auth.isStaff(email)) return { email: null, health: null };
  const result = await context.db.execute(sql`
    select count(*) filter (where status in ('pending', 'sending'))::int as pending,
           count(*) filter (where status = 'failed')::int as failed
    from notification_outbox
    where status <> 'sent' and payload->>'kind' <> 'staff-sign-in'`);
  const [health] = (result as unknown as { rows: { pending: number; failed: number }[] }).rows;
  return data(
    { email, health: health ?? { pending: 0, failed: 0 } },
    { headers: { "Set-Cookie": await context.staff.sessions.commitSession(session) } },
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell email={loaderData.email} health={loaderData.health}>
      {/* React hoists this into <head>: no staff page is for search engines. */}
      <meta name="robots" content="noindex" />
      <Outlet />
    </StaffShell>
  );
}
