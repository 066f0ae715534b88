import { Form, NavLink } from "react-router";
import { site } from "#content/site.ts";
import { CHANNEL_LABELS, type DeliveryHealth } from "#domain/delivery-channel.ts";
import type { FeedHealth } from "#domain/mls.ts";
import { FeedBadge } from "./feed-badge.tsx";

const NAV = [
  { to: "/staff/today", label: "Today" },
  { to: "/staff/leads", label: "Leads" },
  { to: "/staff/insights", label: "Insights" },
  { to: "/staff/open-houses", label: "Open houses" },
  { to: "/staff/listings", label: "Listings" },
  { to: "/staff/content", label: "Content" },
  { to: "/staff/team", label: "Team" },
  { to: "/staff/activity", label: "Activity" },
  { to: "/staff/account", label: "Account" },
] as const;

/**
 * The workspace's frame: a slim bar with the sections, the delivery count and
 * logout, then the page. Dense and calm, in the site's colours, without the
 * marketing header and footer.
 */
export function StaffShell({
  email,
  health,
  feed = null,
  children,
}: {
  email: string | null;
  health: DeliveryHealth | null;
  /** The MLS feed's state; null without an MLS (nothing is said of one). */
  feed?: FeedHealth | null;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-cream text-sm">
      <header className="border-line border-b bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <a href="/staff" className="py-2 font-display font-semibold text-base text-brand">
            {site.name} <span className="font-normal font-sans text-muted text-xs">team</span>
          </a>
          {email && (
            <>
              <nav
                aria-label="Workspace"
                // Seven sections: on a narrow phone they take a second line rather than scroll sideways.
                className="order-last flex w-full flex-wrap gap-0 sm:gap-1 lg:order-none lg:w-auto"
              >
                {NAV.map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded px-2 font-medium sm:px-3 ${
                        isActive ? "bg-brand-soft text-brand" : "text-ink hover:bg-stone-warm"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <div className="ml-auto flex items-center gap-3">
                {feed && <FeedBadge feed={feed} />}
                {health && <DeliveryBadge health={health} />}
                <Form method="post" action="/staff/logout">
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded px-3 font-medium text-ink hover:bg-stone-warm"
                  >
                    Log out
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

/** "2 e-mails pending", "1 Follow Up Boss hand-off failed": one phrase per channel and state with a count. */
function deliveryPhrases(health: DeliveryHealth) {
  return health.flatMap(({ channel, ...counts }) =>
    (["pending", "failed", "ignored"] as const).flatMap((state) => {
      const count = counts[state];
      const { one, many } = CHANNEL_LABELS[channel];
      return count > 0 ? [`${count} ${count === 1 ? one : many} ${state}`] : [];
    }),
  );
}

function DeliveryBadge({ health }: { health: DeliveryHealth }) {
  const trouble = health.some((entry) => entry.failed + entry.ignored > 0);
  const phrases = deliveryPhrases(health);
  return (
    <a
      href="/staff/leads"
      data-testid="delivery-health"
      className={`inline-flex min-h-11 items-center rounded px-2 text-xs ${
        trouble ? "font-semibold text-brand" : "text-muted"
      }`}
      title="Team e-mails and CRM hand-offs about leads waiting to be delivered, or given up"
    >
      {phrases.length === 0 ? "All leads delivered" : phrases.join(", ")}
    </a>
  );
}
