import { type AppLoadContext, redirect } from "react-router";
import { safeNext } from "#domain/paths.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { hashSessionId } from "#server/staff/sessions.ts";
import { getStaffSession, startStaffSession } from "./session.server.ts";
import { loginHref } from "./staff-login-href.ts";

export type StaffUser = { email: string; sessionId: string };

/**
 * The signed-in member, or the way out. Every staff loader AND action calls
 * this first: an action is reachable by a direct POST, so a guard in the
 * layout's loader alone would protect nothing. A GET or HEAD without a
 * session is sent to the login page (and back afterwards); any other method
 * is refused with 401 before anything changes. An address removed from
 * STAFF_EMAILS loses access at once, and the session is deleted.
 */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<StaffUser> {
  const session = await getStaffSession(request, context);
  const email = session.get("email");
  if (email && context.staff.auth.isStaff(email)) {
    return { email, sessionId: hashSessionId(session.id) };
  }
  // A session of an address no longer in STAFF_EMAILS is deleted, so adding it back revives nothing.
  if (email) await context.staff.sessions.destroySession(session);
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    throw redirect(loginHref(url.pathname + url.search));
  }
  throw new Response("Log in to the staff workspace first.", {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export type LoginMethod = "link" | "code" | "passkey";

/** Starts the member's session, records the login, and sends them on: the redirect to return. */
export async function completeLogin(
  context: AppLoadContext,
  email: string,
  method: LoginMethod,
  next: string | null | undefined,
): Promise<Response> {
  const cookie = await startStaffSession(context, email);
  await recordAudit(context.db, { actor: email, action: "logged in", detail: { method } });
  context.staff.onSignedIn?.();
  return redirect(safeNext(next), { headers: { "Set-Cookie": cookie } });
}
