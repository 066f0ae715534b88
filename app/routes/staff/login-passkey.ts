// The login itself: reachable without a session by design (it is how a session starts), so it does
// not call requireStaff; it reveals nothing about who is staff and is rate-limited (server/staff/auth.ts).
import { completeLogin } from "#app/utils/auth.server.ts";
import { parseJsonBody } from "#app/utils/json-body.server.ts";
import { PasskeyLoginSchema } from "#server/staff/passkey-answers.ts";
import type { Route } from "./+types/login-passkey";

/**
 * The options for logging in with a passkey. The challenge is kept on the server for 5 minutes,
 * for one answer; a signed cookie ties the answer to this browser. Each is a row written for a
 * visitor without a session, so they are counted per IP.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.rateLimiter.allow("staff-passkey-challenge", context.clientIp)))
    return Response.json(
      { error: "Too many passkey logins from this network. Wait a minute, or log in by e-mail." },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  const options = await context.staff.passkeys.authenticationOptions();
  return Response.json(options, {
    headers: { "Set-Cookie": await context.staff.challengeCookie.serialize(options.challenge) },
  });
}

/**
 * Checks the passkey's answer against the challenge, which it spends (a replayed answer finds
 * none); signs the member in (JSON: where to go next).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const challenge = await context.staff.challengeCookie.parse(request.headers.get("Cookie"));
  const clear = await context.staff.challengeCookie.serialize("", { maxAge: 0 });
  const body = await parseJsonBody(request, PasskeyLoginSchema);
  if (!body) {
    return Response.json(
      { error: "That was not a passkey's answer. Try again, or log in by e-mail." },
      { status: 400, headers: { "Set-Cookie": clear } },
    );
  }
  const email =
    typeof challenge === "string" && challenge
      ? await context.staff.passkeys.authenticate(body.credential, challenge)
      : null;
  if (!email || !context.staff.auth.isStaff(email)) {
    return Response.json(
      { error: "That passkey is not one of the team's. Log in by e-mail." },
      { status: 401, headers: { "Set-Cookie": clear } },
    );
  }
  const loggedIn = await completeLogin(context, email, "passkey", body.next);
  const headers = new Headers(loggedIn.headers);
  headers.append("Set-Cookie", clear);
  return Response.json({ next: loggedIn.headers.get("Location") }, { headers });
}
