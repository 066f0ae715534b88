import { describe, expect, it } from "vitest";
import { filters, STAFF, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { listLeads } from "./inbox.ts";
import { setLeadStatus } from "./lead-changes.ts";
import { getLeadDetail } from "./lead-detail.ts";

const workspace = withLeadDatabase();

describe("the inbox", () => {
  it("shows one row per person (e-mail compared case-insensitively), most recent activity first", async () => {
    await workspace.storeAll([
      { email: "ann@example.com", at: "2025-03-01T15:00:00Z", message: "First" },
      { email: "bob@example.com", first: "Bob", at: "2025-03-02T15:00:00Z" },
      {
        email: "Ann@Example.com",
        first: "Anne",
        phone: "617-555-0100",
        source: "2025 - Spring Open House",
        at: "2025-03-03T15:00:00Z",
      },
    ]);
    const { leads, nextAfter } = await listLeads(workspace.db, filters());
    expect(leads.map((lead) => lead.email)).toEqual(["Ann@Example.com", "bob@example.com"]);
    const ann = leads[0]!;
    expect(ann).toMatchObject({
      name: "Anne Lee",
      phone: "617-555-0100",
      contacts: 2,
      status: "new",
      latestMessage: "First",
      notificationFailed: false,
    });
    expect(ann.sources.sort()).toEqual(["2025 - Spring Open House", "Website"]);
    expect(ann.firstContactAt.toISOString()).toBe("2025-03-01T15:00:00.000Z");
    expect(ann.lastContactAt.toISOString()).toBe("2025-03-03T15:00:00.000Z");
    expect(nextAfter).toBeUndefined();
  });

  it("shows the first line of the latest message and flags a notification that failed for good", async () => {
    await workspace.storeAll([
      { email: "c@example.com", at: "2025-03-01T15:00:00Z", message: "Old" },
      {
        email: "c@example.com",
        at: "2025-03-02T15:00:00Z",
        message: "New line one\nline two",
        outbox: "failed",
      },
    ]);
    const [lead] = (await listLeads(workspace.db, filters())).leads;
    expect(lead).toMatchObject({ latestMessage: "New line one", notificationFailed: true });
  });

  it("pages by keyset without skipping or repeating a person", async () => {
    for (let i = 0; i < 7; i++)
      // Two people share each timestamp: the id breaks the tie.
      await workspace.store({
        email: `p${i}@example.com`,
        at: `2025-03-0${1 + Math.floor(i / 2)}T15:00:00Z`,
      });
    const seen: string[] = [];
    let after: number | undefined;
    do {
      const page = await listLeads(workspace.db, { ...filters(), after }, 3);
      seen.push(...page.leads.map((lead) => lead.email));
      expect(page.leads.length).toBeLessThanOrEqual(3);
      after = page.nextAfter;
    } while (after !== undefined);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 1)).toEqual(["p6@example.com"]);
  });

  it("filters by search (name, e-mail, phone digits), type, source, status and Boston dates", async () => {
    await workspace.storeAll([
      {
        email: "ann@example.com",
        first: "Ann",
        phone: "(617) 555-0100",
        at: "2025-03-01T15:00:00Z",
      },
      {
        email: "bob@example.com",
        first: "Bob",
        last: "Stone",
        source: "2025 - Spring Open House",
        at: "2025-04-12T03:30:00Z", // 11:30 pm on April 11 in Boston
      },
      { email: "cy@example.com", first: "Cy", at: "2025-05-01T15:00:00Z" },
    ]);
    const emails = async (query: string) =>
      (await listLeads(workspace.db, filters(query))).leads.map((lead) => lead.email);
    expect(await emails("q=stone")).toEqual(["bob@example.com"]);
    expect(await emails("q=ANN%40EXAMPLE")).toEqual(["ann@example.com"]);
    expect(await emails("q=617-555-01")).toEqual(["ann@example.com"]);
    // A name or address with digits in it is not read as a phone number.
    expect(await emails("q=x617y555")).toEqual([]);
    // LIKE wildcards typed in the search are literal.
    expect(await emails("q=a%25")).toEqual([]);
    expect(await emails("type=event")).toEqual(["bob@example.com"]);
    expect(await emails("type=website")).toEqual(["cy@example.com", "ann@example.com"]);
    expect(await emails("source=2025%20-%20Spring%20Open%20House")).toEqual(["bob@example.com"]);
    expect(await emails("from=2025-04-11&to=2025-04-11")).toEqual(["bob@example.com"]);
    expect(await emails("from=2025-04-12")).toEqual(["cy@example.com"]);
    expect(await emails("from=not-a-date")).toHaveLength(3);

    const [cy] = (await listLeads(workspace.db, filters("q=cy"))).leads;
    await setLeadStatus(workspace.db, { personId: cy!.id, status: "lost", actor: STAFF });
    expect(await emails("")).toEqual(["bob@example.com", "ann@example.com"]);
    expect(await emails("status=lost")).toEqual(["cy@example.com"]);
    expect(await emails("status=all")).toHaveLength(3);
  });

  it("reopens a person set aside (Not now) as new when they write again, and says so in the history", async () => {
    await workspace.store({ email: "d@example.com", at: "2025-03-01T15:00:00Z" });
    const [person] = (await listLeads(workspace.db, filters())).leads;
    await setLeadStatus(workspace.db, { personId: person!.id, status: "not-now", actor: STAFF });
    await workspace.store({ email: "d@example.com", at: "2025-03-05T15:00:00Z" });
    const detail = await getLeadDetail(workspace.db, person!.id);
    expect(detail?.person.status).toBe("new");
    expect(detail?.statusHistory.map((change) => [change.status, change.actor])).toEqual([
      ["new", "system"],
      ["not-now", STAFF],
    ]);
  });
});
