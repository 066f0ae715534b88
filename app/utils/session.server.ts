import type { AppLoadContext } from "react-router";
import { isStaffPath, STAFF_PATH } from "#domain/paths.ts";

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

/**
 * Where to go after signing in: the `next` page asked for, when it is a staff
 * page on this site, else the workspace. It is resolved as a URL against a
 * placeholder origin, so `//evil.example`, `/staff/../x` and backslash tricks
 * resolve to another host or path and are refused; what is returned is the
 * URL's own serialisation (percent-encoded), so any `next` makes a valid
 * Location header, `/staff/leads?q=Łukasz` included.
 */
export function safeNext(next: string | null | undefined): string {
  const origin = "http://next.invalid";
  // Not URL.parse: it needs Node 22, and the site runs on 20.19.
  if (!next?.startsWith("/") || !URL.canParse(next, origin)) return STAFF_PATH;
  const url = new URL(next, origin);
  return url.origin === origin && isStaffPath(url.pathname)
    ? url.pathname + url.search
    : STAFF_PATH;
}
