import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { manageSearchUrl, unsubscribeSearchUrl } from "#server/alerts/manage-token.ts";
import { CONFIRMATION_RESEND_MINUTES } from "#server/alerts/saved-searches.ts";
import { contactSubmissions, notificationOutbox, savedSearches } from "#server/db/schema.ts";
import { buildOutboxEmail } from "#server/outbox/mail.ts";
import { publicFormContext, TEST_SITE } from "#tests/support/app-context.ts";
import {
  callRoute as callHandler,
  type Handler,
  postForm as postTo,
} from "#tests/support/route-calls.ts";
import { withLeadDatabase } from "#tests/support/staff-leads.ts";
import * as saveRoute from "./homes-alerts.tsx";
import * as confirmRoute from "./homes-alerts-confirm.tsx";
import * as manageRoute from "./homes-alerts-manage.tsx";
import * as unsubscribeRoute from "./homes-alerts-unsubscribe.tsx";

const workspace = withLeadDatabase();
const BUYER = "lin.wei@example.com";
const NEWTON = "?town=Newton&max_price=1500000&min_beds=3";

/** A route module's loader or action as the harness calls it (the generated types add url and pattern). */
const handlerOf =
  <T extends object>(route: (args: T) => unknown): Handler =>
  async (args) =>
    route({ ...args, url: new URL(args.request.url), pattern: "" } as T);
type Rest<F> = F extends (first: never, ...rest: infer R) => unknown ? R : never;
const callRoute = <T extends object>(
  route: (args: T) => unknown,
  ...rest: Rest<typeof callHandler>
) => callHandler(handlerOf(route), ...rest);
const postForm = <T extends object>(route: (args: T) => unknown, ...rest: Rest<typeof postTo>) =>
  postTo(handlerOf(route), ...rest);

const get = (url: string) => new Request(url);
const post = (url: string, body: Record<string, string>) =>
  new Request(url, { method: "POST", body: new URLSearchParams(body) });
const tokenOf = (url: string) => url.split("/").at(-1)!;

/** The confirmation links mailed to `email`, oldest first. */
async function confirmationLinks(email: string) {
  const mails = await workspace.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, email))
    .orderBy(notificationOutbox.id);
  return mails.map(({ payload }) => {
    if (payload.kind !== "saved-search-confirmation") throw new Error(`mailed ${payload.kind}`);
    const { text } = buildOutboxEmail(payload, TEST_SITE);
    const link = /https?:\S+\/homes\/alerts\/confirm\/[\w-]+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    return link!;
  });
}

/** Posts the saving form on /homes for `search` and expects her thank-you. */
async function postSave(context: AppLoadContext, email: string, search = NEWTON) {
  const saved = await postForm(
    saveRoute.action,
    `${TEST_SITE}/homes/alerts`,
    { email, name: "Lin Wei", phone: "", frequency: "daily", search },
    context,
  );
  expect(saved.status).toBe(200);
  expect(saved.data).toMatchObject({ result: { status: "success" }, email: email.toLowerCase() });
}

/** Saves Newton, 3+ beds, under $1.5M from /homes; the confirmation mail's link. */
async function saveFromHomes(email = BUYER) {
  const context = publicFormContext(workspace.db);
  await postSave(context, email);
  const [link] = await confirmationLinks(email);
  return { context, link: link! };
}

describe("saving, confirming and managing a search through its pages", () => {
  it("stores the search pending; the link's GET confirms nothing, its button makes the buyer lead", async () => {
    const { db } = workspace;
    const { context, link } = await saveFromHomes();
    const params = { token: tokenOf(link) };
    const shown = await callRoute(confirmRoute.loader, get(link), context, params);
    expect(shown).toMatchObject({ status: 200, body: { status: "ask", email: BUYER } });
    expect(await db.select().from(contactSubmissions)).toEqual([]);

    const confirmed = await callRoute(confirmRoute.action, post(link, {}), context, params);
    expect(confirmed.body).toMatchObject({ status: "done" });
    const [search] = await db.select().from(savedSearches).where(eq(savedSearches.email, BUYER));
    expect(search).toMatchObject({ status: "confirmed", frequency: "daily", query: NEWTON });
    expect(await db.select().from(contactSubmissions)).toMatchObject([
      { email: BUYER, leadType: "buyer" },
    ]);
  });

  it("one-click unsubscribe: a GET shows the button and stops nothing, the RFC 8058 POST stops the search", async () => {
    const { db } = workspace;
    const { context, link } = await saveFromHomes();
    await callRoute(confirmRoute.action, post(link, {}), context, { token: tokenOf(link) });
    const [search] = await db.select().from(savedSearches);
    const url = unsubscribeSearchUrl(TEST_SITE, search!.id);
    const params = { token: tokenOf(url) };

    expect(await callRoute(unsubscribeRoute.loader, get(url), context, params)).toMatchObject({
      status: 200,
      body: { status: "ask" },
    });
    const [after] = await db.select().from(savedSearches);
    expect(after!.status).toBe("confirmed");

    const oneClick = post(url, { "List-Unsubscribe": "One-Click" });
    const stopped = await callRoute(unsubscribeRoute.action, oneClick, context, params);
    expect(stopped).toMatchObject({ status: 200, body: { status: "done" } });
    const [paused] = await db.select().from(savedSearches);
    expect(paused!.status).toBe("paused");
  });

  it("her management page lists her searches and changes them; a forged or another purpose's token gets 404", async () => {
    const { db } = workspace;
    const mine = await saveFromHomes();
    await saveFromHomes("someone.else@example.com");
    const [own, other] = await db.select().from(savedSearches).orderBy(savedSearches.id);
    await callRoute(confirmRoute.action, post(mine.link, {}), mine.context, {
      token: tokenOf(mine.link),
    });
    const url = manageSearchUrl(TEST_SITE, own!.id);
    const params = { token: tokenOf(url) };
    const page = await callRoute(manageRoute.loader, get(url), mine.context, params);
    expect(page).toMatchObject({
      status: 200,
      body: { email: BUYER, searches: [{ id: own!.id }] },
    });
    expect(page.body).toHaveProperty("searches.length", 1);

    const change = (fields: Record<string, string>) =>
      callRoute(manageRoute.action, post(url, fields), mine.context, params);
    await change({ search: String(own!.id), intent: "frequency", frequency: "instant" });
    await change({ search: String(own!.id), intent: "pause" });
    // Another address's search is not hers to change, whatever id she posts.
    await change({ search: String(other!.id), intent: "delete" });
    const rows = await db.select().from(savedSearches).orderBy(savedSearches.id);
    expect(rows.map(({ status, frequency }) => ({ status, frequency }))).toEqual([
      { status: "paused", frequency: "instant" },
      { status: "pending", frequency: "daily" },
    ]);

    const forged = `${own!.id}.${"A".repeat(43)}`;
    for (const token of [forged, tokenOf(unsubscribeSearchUrl(TEST_SITE, own!.id))]) {
      const refused = await callRoute(manageRoute.action, post(url, {}), mine.context, { token });
      expect(refused.status).toBe(404);
      expect((await callRoute(manageRoute.loader, get(url), mine.context, { token })).status).toBe(
        404,
      );
    }
    const forgedStop = await callRoute(unsubscribeRoute.action, post(url, {}), mine.context, {
      token: forged,
    });
    expect(forgedStop.status).toBe(404);
  });

  it("the same search saved again is not stored twice: the same thank-you, a new link at most every few minutes while pending, none once on; each confirmation leaves at once", async () => {
    const { db } = workspace;
    let kicks = 0;
    const base = publicFormContext(db);
    const context = { ...base, leads: { ...base.leads, kickOutbox: () => (kicks += 1) } };
    const searches = async () => (await db.select().from(savedSearches)).length;
    for (let time = 0; time < 3; time += 1) await postSave(context, BUYER);
    expect([await searches(), (await confirmationLinks(BUYER)).length, kicks]).toEqual([1, 1, 1]);

    // Later than the resend interval: a new link, and only the newest one confirms.
    await db.update(notificationOutbox).set({
      createdAt: new Date(Date.now() - (CONFIRMATION_RESEND_MINUTES + 1) * 60_000),
    });
    await postSave(context, BUYER.toUpperCase());
    await postSave(context, BUYER);
    const [first, second] = await confirmationLinks(BUYER);
    expect([await searches(), second !== undefined, kicks]).toEqual([1, true, 2]);
    const confirm = (link: string) =>
      callRoute(confirmRoute.action, post(link, {}), context, { token: tokenOf(link) });
    expect((await confirm(first!)).body).toMatchObject({ status: "unknown" });
    expect((await confirm(second!)).body).toMatchObject({ status: "done" });

    // On: saving it again changes nothing and mails nothing; another search is its own.
    await db.update(notificationOutbox).set({ createdAt: new Date(0) });
    await postSave(context, BUYER);
    expect([await searches(), (await confirmationLinks(BUYER)).length, kicks]).toEqual([1, 2, 2]);
    await postSave(context, BUYER, "?town=Brookline");
    expect([await searches(), kicks]).toEqual([2, 3]);
  });
});
