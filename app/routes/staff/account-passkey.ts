import { requireStaff } from "#app/utils/auth.server.ts";
import { parseJsonBody } from "#app/utils/json-body.server.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { PasskeyRegistrationSchema } from "#server/staff/passkey-answers.ts";
import { loggedInRecently, RECENT_LOGIN_MINUTES } from "#server/staff/sessions.ts";
import type { Route } from "./+types/account-passkey";

/**
 * Adding a passkey needs a login in the last RECENT_LOGIN_MINUTES: a passkey outlives every
 * session, so a stolen session cookie alone must not be able to add one.
 */
async function requireRecentLogin(request: Request, context: Route.LoaderArgs["context"]) {
  const user = await requireStaff(request, context);
  if (await loggedInRecently(context.db, user.sessionId)) return user;
  throw Response.json(
    {
      error: `To add a passkey, log in again by e-mail: it needs a login in the last ${RECENT_LOGIN_MINUTES} minutes.`,
    },
    { status: 403 },
  );
}

/** Registration options for a new passkey; the challenge is kept on the server for 5 minutes, for one answer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRecentLogin(request, context);
  const options = await context.staff.passkeys.registrationOptions(user.email);
  return Response.json(options, {
    headers: { "Set-Cookie": await context.staff.challengeCookie.serialize(options.challenge) },
  });
}

/** Stores the passkey the browser made, when it answers the challenge (JSON: its label); the member is e-mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRecentLogin(request, context);
  const challenge = await context.staff.challengeCookie.parse(request.headers.get("Cookie"));
  const clear = { "Set-Cookie": await context.staff.challengeCookie.serialize("", { maxAge: 0 }) };
  const body = await parseJsonBody(request, PasskeyRegistrationSchema);
  const registration =
    typeof challenge === "string" && challenge && body
      ? await context.staff.passkeys.register(
          user.email,
          body.credential,
          challenge,
          deviceName(request.headers.get("User-Agent") ?? ""),
        )
      : null;
  if (!registration?.ok) {
    const taken = registration?.problem === "taken";
    return Response.json(
      {
        error: taken
          ? "This passkey is already registered. Remove it on the account where it is, then add it again."
          : "The passkey could not be checked. Try again.",
      },
      { status: taken ? 409 : 400, headers: clear },
    );
  }
  const { label } = registration;
  await recordAudit(context.db, {
    actor: user.email,
    action: "added a passkey",
    detail: { passkey: label },
  });
  return Response.json({ label }, { headers: clear });
}

/** A name the member recognises in the list: the kind of device the passkey was made on. */
function deviceName(userAgent: string): string {
  const kinds: [RegExp, string][] = [
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/Android/, "Android"],
    [/Macintosh/, "Mac"],
    [/Windows/, "Windows"],
    [/CrOS/, "Chromebook"],
    [/Linux/, "Linux"],
  ];
  return kinds.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Device";
}
