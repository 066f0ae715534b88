import { describe, expect, it } from "vitest";
import { isSuppressed, unsubscribeTokenFor } from "#server/follow-up.ts";
import { listLeads } from "#server/staff/inbox.ts";
import { erasePerson } from "#server/staff/privacy.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { filters, STAFF, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { action, loader } from "./unsubscribe.tsx";

const workspace = withLeadDatabase();
const ZELDA = "zelda.quist@example.com";

/** The page's answer to a request for a link's token, as a mail program or a browser sends it. */
function unsubscribePage(handler: Handler, token: string | null, init: RequestInit = {}) {
  const url = new URL("https://www.example.com/unsubscribe");
  if (token !== null) url.searchParams.set("t", token);
  return callRoute(handler, new Request(url, init), testLoadContext(workspace.db));
}
const visit = (token: string | null) => unsubscribePage(loader as Handler, token);
const press = (token: string, init: RequestInit = {}) =>
  unsubscribePage(action as Handler, token, { method: "POST", ...init });

async function zeldasToken() {
  await workspace.store({ email: ZELDA, at: "2025-03-01T15:00:00Z" });
  return unsubscribeTokenFor(workspace.db, ZELDA);
}

describe("the unsubscribe page", () => {
  it("asks before it unsubscribes: a visit alone (a mail scanner) changes nothing", async () => {
    const token = await zeldasToken();
    expect(await visit(token)).toMatchObject({
      status: 200,
      body: { status: "ask", email: ZELDA, token },
    });
    expect(await isSuppressed(workspace.db, ZELDA)).toBe(false);
  });

  it("unsubscribes on the mail program's one-click POST, and then says so on a visit", async () => {
    const token = await zeldasToken();
    const oneClick = await press(token, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick).toMatchObject({ status: 200, body: { status: "done", email: ZELDA } });
    expect(await isSuppressed(workspace.db, ZELDA)).toBe(true);
    expect((await visit(token)).body).toMatchObject({ status: "done" });
  });

  it("keeps an erased person's old link working, naming no address", async () => {
    const token = await zeldasToken();
    await press(token);
    const her = (await listLeads(workspace.db, filters())).leads.find(
      (lead) => lead.email === ZELDA,
    )!;
    await erasePerson(workspace.db, { personId: her.id, actor: STAFF });
    expect(await visit(token)).toMatchObject({
      status: 200,
      body: { status: "done", email: null, token },
    });
  });

  it("answers a link without a token with where to find one, and an unknown token with 404", async () => {
    expect((await visit(null)).body).toEqual({ status: "no-token" });
    const unknown = "A".repeat(43);
    expect((await visit(unknown)).status).toBe(404);
    expect((await press(unknown)).status).toBe(404);
  });
});
