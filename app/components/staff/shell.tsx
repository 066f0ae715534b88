import { Form, NavLink } from "react-router";
import { site } from "#content/site.ts";

/** Notifications about leads still waiting to reach the team, and those that never will. */
export type DeliveryHealth = { pending: number; failed: number };

const NAV = [
  { to: "/staff/leads", label: "Leads" },
  { to: "/staff/events", label: "Events" },
  { to: "/staff/activity", label: "Activity" },
  { to: "/staff/account", label: "Account" },
] as const;

/**
 * The workspace's frame: a slim bar with the sections, the delivery count and
 * sign-out, then the page. Dense and calm, in the site's colours, without the
 * marketing header and footer.
 */
export function StaffShell({
  email,
  health,
  children,
}: {
  email: string | null;
  health: DeliveryHealth | null;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-cream text-sm">
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <a href="/staff" className="py-2 font-display font-semibold text-base text-brand">
            {site.name} <span className="font-normal font-sans text-muted text-xs">team</span>
          </a>
          {email && (
            <>
              <nav
                aria-label="Workspace"
                className="order-last flex w-full gap-1 lg:order-none lg:w-auto"
              >
                {NAV.map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded px-3 font-medium ${
                        isActive ? "bg-brand-soft text-brand" : "text-ink hover:bg-stone-warm"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <div className="ml-auto flex items-center gap-3">
                {health && <DeliveryBadge health={health} />}
                <Form method="post" action="/staff/logout">
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded px-3 font-medium text-ink hover:bg-stone-warm"
                  >
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

function DeliveryBadge({ health }: { health: DeliveryHealth }) {
  const trouble = health.failed > 0;
  const text =
    health.pending + health.failed === 0
      ? "All lead e-mails sent"
      : [
          health.pending > 0 &&
            `${health.pending} e-mail${health.pending === 1 ? "" : "s"} pending`,
          health.failed > 0 && `${health.failed} failed`,
        ]
          .filter(Boolean)
          .join(", ");
  return (
    <a
      href="/staff/leads"
      data-testid="delivery-health"
      className={`inline-flex min-h-11 items-center rounded px-2 text-xs ${
        trouble ? "font-semibold text-brand" : "text-muted"
      }`}
      title="Team notifications about leads waiting to be sent, or given up"
    >
      {text}
    </a>
  );
}
