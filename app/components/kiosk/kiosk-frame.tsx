import { Logo } from "#app/components/logo.tsx";
import { BrokerageNotice } from "#app/components/notices/brokerage-notice.tsx";

/** The kiosk's frame: the logo alone, with no link, so a guest at the event's tablet cannot wander off. */
export function KioskFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className="flex justify-center px-5 pt-6">
        <Logo />
      </div>
      <main id="main">
        {children}
        {/* Every page names the brokerage, the kiosk too (Massachusetts advertising rule, 254 CMR 3.00(9)(a)). */}
        <BrokerageNotice className="px-5 pb-6 text-center text-muted" />
      </main>
    </>
  );
}
