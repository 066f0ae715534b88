// The login itself: reachable without a session by design (it is how a session starts), so it does
// not call requireStaff; it reveals nothing about who is staff and is rate-limited (server/staff/auth.ts).
import { data, Form, useNavigation } from "react-router";
import { completeLogin } from "#app/utils/auth.server.ts";
import { loginHref } from "#app/utils/staff-login-href.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { safeNext } from "#domain/paths.ts";
import { LINK_TTL_MINUTES } from "#server/staff/auth.ts";
import type { Route } from "./+types/login-token";

export const meta: Route.MetaFunction = () => [{ title: "Log in · Team workspace" }];

/**
 * Opening the link does not use it up: mail scanners fetch links to check
 * them, and would spend the member's login. The page shows a button, and
 * the POST it sends logs in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const email = await context.staff.auth.liveLinkEmail(params.token);
  const next = new URL(request.url).searchParams.get("next");
  return {
    live: email !== null,
    // Whoever holds the link can log in with it: the hint tells the member it is theirs, no more.
    who: email ? maskEmail(email) : null,
    next: next ? safeNext(next) : "",
    linkMinutes: LINK_TTL_MINUTES,
  };
}

/** l…@example.com: enough to recognise one's own address on a shared screen. */
function maskEmail(email: string) {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

/** Signs in and goes on to the page the link was asked for from (checked by safeNext), else the workspace. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const next = (await readStaffForm(request)).get("next")?.toString();
  const email = await context.staff.auth.redeemLink(params.token);
  if (email) return completeLogin(context, email, "link", next);
  return data({ failed: true }, { status: 400 });
}

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const live = loaderData.live && !actionData?.failed;
  return (
    <div className="mx-auto max-w-sm py-6">
      <h1 className="text-2xl">Log in</h1>
      {live ? (
        <Form method="post" className="mt-6">
          <p className="mb-4 text-base text-muted">
            Logging in as <strong className="text-ink">{loaderData.who}</strong> on this device.
          </p>
          <input type="hidden" name="next" value={loaderData.next} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Logging in…" : "Log in"}
          </button>
        </Form>
      ) : (
        <>
          <p className="mt-3 text-base text-muted">
            This login link was used already or has expired (links work once, for{" "}
            {loaderData.linkMinutes} minutes).
          </p>
          <a href={loginHref(loaderData.next)} className="btn-primary mt-6 w-full">
            Ask for a new link
          </a>
        </>
      )}
    </div>
  );
}
