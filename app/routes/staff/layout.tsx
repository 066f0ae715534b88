import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { StaffShell } from "#app/components/staff/shell.tsx";
import type { LayoutHandle } from "#app/utils/layout-handle.ts";
import { getStaffSession } from "#app/utils/session.server.ts";
import { loginHref } from "#app/utils/staff-login-href.ts";
import { deliveryHealth, feedHealth } from "#server/staff/deliveries.ts";
import type { Route } from "./+types/layout";

/**
 * The workspace's layout. Its loader does not require a session (the login
 * pages render inside it too); every staff page's own loader and action call
 * requireStaff (app/routes/staff/session-guard.test.ts fails on one that does not). For a signed-in member it renews the cookie, so the session
 * lasts as long as it is used, and counts the deliveries about leads (team
 * e-mails, CRM hand-offs) not yet made or given up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context);
  const email = session.get("email");
  if (!email || !context.staff.auth.isStaff(email))
    return { email: null, health: null, feed: null };
  return data(
    { email, health: await deliveryHealth(context.db), feed: await feedHealth(context.db) },
    { headers: { "Set-Cookie": await context.staff.sessions.commitSession(session) } },
  );
}

// The workspace draws its own frame, not the site's header and footer, and React drives it.
export const handle = { frame: "workspace", hydrate: true } satisfies LayoutHandle;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell email={loaderData.email} health={loaderData.health} feed={loaderData.feed}>
      {/* React hoists this into <head>: no staff page is for search engines. */}
      <meta name="robots" content="noindex" />
      <Outlet />
    </StaffShell>
  );
}

/**
 * What the workspace shows when a page cannot: inside its own frame, never the
 * public site's error page. Saves are answered in place (staffClientAction),
 * so this is for pages that cannot load (offline, a lead erased meanwhile) and
 * for a form posted without JavaScript after the session ended.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const layout = useRouteLoaderData<typeof loader>("routes/staff/layout");
  const status = isRouteErrorResponse(error) ? error.status : null;
  const signedOut = status === 401;
  return (
    <StaffShell
      email={signedOut ? null : (layout?.email ?? null)}
      health={layout?.health ?? null}
      feed={layout?.feed ?? null}
    >
      <meta name="robots" content="noindex" />
      <div role="alert" className="card mx-auto max-w-lg p-4">
        {signedOut ? (
          <>
            <h1 className="text-2xl">Your session has ended</h1>
            <p className="mt-2 text-base">
              What you last sent was not saved. Log in again to come back to this page.
            </p>
            <a href={loginHref(location.pathname + location.search)} className="btn-primary mt-4">
              Log in again
            </a>
          </>
        ) : status === 404 ? (
          <>
            <h1 className="text-2xl">Not found</h1>
            <p className="mt-2 text-base">
              There is nothing here: the lead, event or post may have been erased or deleted.
            </p>
            <Link to="/staff/leads" className="btn-primary mt-4">
              Back to the leads
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl">This page could not be loaded</h1>
            <p className="mt-2 text-base">
              The connection may have dropped. Check that you are online, then try again.
            </p>
            <a href={location.pathname + location.search} className="btn-primary mt-4">
              Try again
            </a>
          </>
        )}
      </div>
    </StaffShell>
  );
}
