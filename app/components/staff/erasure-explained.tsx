/**
 * What "Erase this person" deletes and the one thing it keeps, as the lead's
 * page says it (server/staff/personal-data.ts declares the same, table by table).
 */
export function ErasureExplained() {
  return (
    <>
      <p className="mt-1 text-muted">
        Deletes every submission (with its answers and follow-up consent), message, team e-mail, CRM
        hand-off, note and status for this e-mail address, and removes the address from the activity
        log and the database files. It cannot be undone.
      </p>
      <p className="mt-1 text-muted">
        Kept: if the address unsubscribed, a keyed hash of it (a code made from the address with the
        server's secret, from which the address cannot be read back), so she is never sent follow-up
        e-mail again should she sign in to another open house.
      </p>
    </>
  );
}
