import type { AppLoadContext } from "react-router";

/** The staff session of a request (empty when there is none, or it ended). */
export const getStaffSession = (request: Request, context: AppLoadContext) =>
  context.staff.sessions.getSession(request.headers.get("Cookie"));

/** Starts a session for a member who just proved their address or passkey: the Set-Cookie value. */
export async function startStaffSession(context: AppLoadContext, email: string): Promise<string> {
  const session = await context.staff.sessions.getSession();
  session.set("email", email);
  return context.staff.sessions.commitSession(session);
}

/** Ends the request's session: the Set-Cookie value that clears the cookie. */
export async function endStaffSession(request: Request, context: AppLoadContext): Promise<string> {
  return context.staff.sessions.destroySession(await getStaffSession(request, context));
}
