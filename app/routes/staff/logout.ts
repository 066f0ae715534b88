import { redirect } from "react-router";
import { requireStaff } from "#app/utils/auth.server.ts";
import { endStaffSession } from "#app/utils/session.server.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { endAllSessions } from "#server/staff/sessions.ts";
import type { Route } from "./+types/logout";

/** Logging out is a POST (a link a page could embed must not log anyone out); a GET goes home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/staff");
}

/**
 * Ends this session, or with `everywhere` every session of the member on every device; with
 * `passkeys` too (the box on the account page) her passkeys are removed as well, so a passkey
 * someone planted with a stolen session goes with it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const form = await readStaffForm(request);
  const everywhere = form.get("everywhere") === "1";
  const cookie = await endStaffSession(request, context);
  if (everywhere) {
    const ended = await endAllSessions(context.db, user.email);
    const passkeys =
      form.get("passkeys") === "1" ? await context.staff.passkeys.removeAll(user.email) : 0;
    await recordAudit(context.db, {
      actor: user.email,
      action: "logged out everywhere",
      detail: { sessions: ended, passkeys },
    });
  } else {
    await recordAudit(context.db, { actor: user.email, action: "logged out" });
  }
  return redirect("/staff/login?signed-out=1", { headers: { "Set-Cookie": cookie } });
}
