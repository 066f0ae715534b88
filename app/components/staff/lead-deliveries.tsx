import type { LeadDetail } from "#server/staff/lead-detail.ts";
import { DeliveryList } from "./delivery-list.tsx";
import { LEAD_SECTION, LINK_BUTTON } from "./lead-card.ts";

/** Mails the site sends to the lead herself, each listed apart from the team's. */
const TO_THE_LEAD = new Set(["guest-follow-up", "visitor-confirmation"]);

/**
 * What the site sent about the lead: the team's e-mails, a guest's thank-you, a visitor's
 * confirmation, the CRM hand-off.
 */
export function LeadDeliveries({ notifications }: Pick<LeadDetail, "notifications">) {
  // The thank-you a guest got is not a mail to the team: it has its own list.
  const teamMails = notifications.filter(
    (delivery) => delivery.channel === "mail" && !TO_THE_LEAD.has(delivery.kind),
  );
  const guestMails = notifications.filter((delivery) => delivery.kind === "guest-follow-up");
  const confirmations = notifications.filter(
    (delivery) => delivery.kind === "visitor-confirmation",
  );
  const handOffs = notifications.filter((delivery) => delivery.channel !== "mail");
  return (
    <>
      <section className={LEAD_SECTION} aria-labelledby="mail-heading">
        <h2 id="mail-heading" className="text-lg">
          Team e-mails
        </h2>
        <DeliveryList deliveries={teamMails} buttonClassName={LINK_BUTTON} />
      </section>

      {guestMails.length > 0 && (
        <section className={LEAD_SECTION} aria-labelledby="guest-mail-heading">
          <h2 id="guest-mail-heading" className="text-lg">
            Thank-you e-mail to the guest
          </h2>
          <p className="text-muted text-xs">Sent by the site after the sign-in, as agreed.</p>
          <DeliveryList deliveries={guestMails} buttonClassName={LINK_BUTTON} />
        </section>
      )}

      {confirmations.length > 0 && (
        <section className={LEAD_SECTION} aria-labelledby="confirmation-heading">
          <h2 id="confirmation-heading" className="text-lg">
            Confirmation e-mail to the visitor
          </h2>
          <p className="text-muted text-xs">
            Sent by the site after her message: who answers and when.
          </p>
          <DeliveryList deliveries={confirmations} buttonClassName={LINK_BUTTON} />
        </section>
      )}

      {handOffs.length > 0 && (
        <section className={LEAD_SECTION} aria-labelledby="crm-heading">
          <h2 id="crm-heading" className="text-lg">
            CRM hand-off
          </h2>
          <DeliveryList deliveries={handOffs} buttonClassName={LINK_BUTTON} />
        </section>
      )}
    </>
  );
}
