// The sign-in itself: reachable without a session by design (it is how a session starts), so it does
// not call requireStaff; it reveals nothing about who is staff and is rate-limited (server/staff/auth.ts).
import { data, Form, useNavigation } from "react-router";
import { completeSignIn } from "#app/utils/auth.server.ts";
import { LINK_TTL_MINUTES } from "#server/staff/auth.ts";
import type { Route } from "./+types/login-token";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Team workspace" }];

/**
 * Opening the link does not use it up: mail scanners fetch links to check
 * them, and would spend the member's sign-in. The page shows a button, and
 * the POST it sends signs in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    live: await context.staff.auth.linkIsLive(params.token),
    linkMinutes: LINK_TTL_MINUTES,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const email = await context.staff.auth.redeemLink(params.token);
  if (email) return completeSignIn(context, email, "link", null);
  return data({ failed: true }, { status: 400 });
}

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const live = loaderData.live && !actionData?.failed;
  return (
    <div className="mx-auto max-w-sm py-6">
      <h1 className="text-2xl">Sign in</h1>
      {live ? (
        <Form method="post" className="mt-6">
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </Form>
      ) : (
        <>
          <p className="mt-3 text-base text-muted">
            This sign-in link was used already or has expired (links work once, for{" "}
            {loaderData.linkMinutes} minutes).
          </p>
          <a href="/staff/login" className="btn-primary mt-6 w-full">
            Ask for a new link
          </a>
        </>
      )}
    </div>
  );
}
