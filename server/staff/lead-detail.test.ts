import { describe, expect, it } from "vitest";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import { filters, someAnswers, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { listLeads } from "./inbox.ts";
import { getLeadDetail } from "./lead-detail.ts";
import { getOpenHouseAttendance, listOpenHouses } from "./open-house-list.ts";

const workspace = withLeadDatabase();

describe("a person's page", () => {
  it("lists every submission, message and notification with its delivery state", async () => {
    await workspace.store({ email: "e@example.com", at: "2025-03-01T15:00:00Z", message: "Hi" });
    const failed = await workspace.store({
      email: "e@example.com",
      at: "2025-03-02T15:00:00Z",
      outbox: "failed",
    });
    const [person] = (await listLeads(workspace.db, filters())).leads;
    const detail = await getLeadDetail(workspace.db, person!.id);
    expect(detail?.submissions.map((s) => s.message)).toEqual([null, "Hi"]);
    expect(detail?.notifications.map((n) => [n.submissionId, n.status, n.lastError])).toEqual([
      [failed, "failed", "connect ECONNREFUSED"],
      [failed - 1, "sent", null],
    ]);
    expect(await getLeadDetail(workspace.db, 9999)).toBeUndefined();
  });

  it("gives each submission its sign-in answers, its follow-up consent and the address's unsubscribe", async () => {
    const signIn = await workspace.store({
      email: "guest@example.com",
      source: "2025 - Open House",
      at: "2025-03-01T15:00:00Z",
      answers: someAnswers,
      consentFrom: "203.0.113.7",
    });
    // Signed in before the questions were asked: no answers row, and no consent.
    await workspace.storeAll([
      { email: "Guest@example.com", source: "2024 - Fall House", at: "2024-10-01T15:00:00Z" },
      { email: "guest@example.com", at: "2025-03-02T15:00:00Z", message: "Hi" },
    ]);
    await workspace.unsubscribe("guest@example.com", "2025-03-05T15:00:00Z");
    const [person] = (await listLeads(workspace.db, filters())).leads;
    const detail = await getLeadDetail(workspace.db, person!.id);
    expect(
      detail?.submissions.map(({ id, answers, consent, unsubscribedAt }) => ({
        id,
        answers,
        consent,
        unsubscribedAt,
      })),
    ).toEqual([
      expect.objectContaining({ answers: null, consent: null }),
      {
        id: signIn,
        answers: someAnswers,
        consent: {
          at: new Date("2025-03-01T15:00:00Z"),
          wordingVersion: FOLLOW_UP_CONSENT["sign-in"].version,
        },
        unsubscribedAt: new Date("2025-03-05T15:00:00Z"),
      },
      expect.objectContaining({ answers: null, consent: null }),
    ]);
    // The unsubscribe is the address's, whatever its case in each submission.
    expect(new Set(detail?.submissions.map((s) => s.unsubscribedAt?.toISOString()))).toEqual(
      new Set(["2025-03-05T15:00:00.000Z"]),
    );

    const openHouse = (await listOpenHouses(workspace.db)).find(
      (event) => event.name === "2025 - Open House",
    );
    const event = await getOpenHouseAttendance(workspace.db, openHouse!.id);
    expect(event?.attendees).toEqual([
      expect.objectContaining({
        id: signIn,
        answers: someAnswers,
        consent: expect.objectContaining({ at: new Date("2025-03-01T15:00:00Z") }),
        unsubscribedAt: new Date("2025-03-05T15:00:00Z"),
      }),
    ]);
  });
});
