import { describe, expect, it } from "vitest";
import { filters, STAFF, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { listLeads } from "./inbox.ts";
import { addLeadNote, retryNotification, setLeadStatus } from "./lead-changes.ts";
import { getLeadDetail } from "./lead-detail.ts";

const workspace = withLeadDatabase();

describe("the changes staff make", () => {
  it("retries a failed notification now, once, and only for its own person", async () => {
    await workspace.storeAll([
      { email: "f@example.com", at: "2025-03-01T15:00:00Z", outbox: "failed" },
      { email: "g@example.com", at: "2025-03-02T15:00:00Z" },
    ]);
    const { leads } = await listLeads(workspace.db, filters());
    const [g, f] = leads;
    const [notification] = (await getLeadDetail(workspace.db, f!.id))!.notifications;
    expect(
      await retryNotification(workspace.db, {
        personId: g!.id,
        notificationId: notification!.id,
        actor: STAFF,
      }),
    ).toBe(false);
    expect(
      await retryNotification(workspace.db, {
        personId: f!.id,
        notificationId: notification!.id,
        actor: STAFF,
      }),
    ).toBe(true);
    const [after] = (await getLeadDetail(workspace.db, f!.id))!.notifications;
    expect(after?.status).toBe("pending");
    expect(after!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Already pending: nothing to retry.
    expect(
      await retryNotification(workspace.db, {
        personId: f!.id,
        notificationId: notification!.id,
        actor: STAFF,
      }),
    ).toBe(false);
  });

  it("keeps notes and status history with their author and time", async () => {
    await workspace.store({ email: "h@example.com", at: "2025-03-01T15:00:00Z" });
    const [person] = (await listLeads(workspace.db, filters())).leads;
    expect(
      await addLeadNote(workspace.db, {
        personId: person!.id,
        body: "Called, no answer",
        author: STAFF,
      }),
    ).toBe(true);
    expect(
      await setLeadStatus(workspace.db, {
        personId: person!.id,
        status: "contacted",
        actor: STAFF,
      }),
    ).toBe(true);
    expect(
      await setLeadStatus(workspace.db, { personId: 9999, status: "contacted", actor: STAFF }),
    ).toBe(false);
    const detail = await getLeadDetail(workspace.db, person!.id);
    expect(detail?.person.status).toBe("contacted");
    expect(detail?.notes.map((note) => [note.body, note.author])).toEqual([
      ["Called, no answer", STAFF],
    ]);
    expect(detail?.statusHistory.map((change) => change.status)).toEqual(["contacted"]);
  });
});
