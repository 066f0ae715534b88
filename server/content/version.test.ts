import { describe, expect, it, vi } from "vitest";
import { leadSources, openHouses, posts } from "#server/db/schema.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import {
  bumpContentVersion,
  type ContentSignal,
  createContentCache,
  readContentState,
  watchContent,
} from "./version.ts";

const handle = await openFileDatabase();

/** A signal that only moves when the test polls (the timer's interval is far away). */
const watch = (now = () => new Date()) =>
  watchContent({ db: handle.db, intervalMs: 3_600_000, now });

/** No new generation at `before`, one once the clock reaches `after`, and no second one. */
async function expectOneNewGeneration(before: string, after: string) {
  let clock = new Date(before);
  const signal = await watch(() => clock);
  try {
    await signal.poll();
    expect(signal.generation()).toBe(0);
    clock = new Date(after);
    await signal.poll();
    expect(signal.generation()).toBe(1);
    await signal.poll();
    expect(signal.generation()).toBe(1);
  } finally {
    await signal.stop();
  }
}

describe("the content version", () => {
  it("starts at 0 and counts each committed change", async () => {
    expect((await readContentState(handle.db, new Date())).version).toBe(0);
    await handle.db.transaction((tx) => bumpContentVersion(tx));
    await handle.db.transaction((tx) => bumpContentVersion(tx));
    expect((await readContentState(handle.db, new Date())).version).toBe(2);
  });

  it("starts a new generation when a change commits, not when one rolls back", async () => {
    const signal = await watch();
    try {
      await signal.poll();
      expect(signal.generation()).toBe(0);
      await handle.db
        .transaction(async (tx) => {
          await bumpContentVersion(tx);
          tx.rollback();
        })
        .catch(() => {});
      await signal.poll();
      expect(signal.generation()).toBe(0);
      await handle.db.transaction((tx) => bumpContentVersion(tx));
      await signal.poll();
      expect(signal.generation()).toBe(1);
    } finally {
      await signal.stop();
    }
  });

  it("starts a new generation when a scheduled post's time comes, with no change stored", async () => {
    await handle.db.insert(posts).values({
      slug: "winter-market",
      title: "The Winter Market",
      author: "lead",
      status: "published",
      publishAt: new Date("2026-12-01T14:00:30Z"),
    });
    await expectOneNewGeneration("2026-12-01T14:00:20Z", "2026-12-01T14:00:31Z");
  });

  it("starts a new generation when an open house the pages list ends", async () => {
    const [source] = await handle.db
      .insert(leadSources)
      .values({ name: "2026 - 12 Elm Street (AAAAA)", type: "event" })
      .returning({ id: leadSources.id });
    await handle.db.insert(openHouses).values({
      code: "AAAAA",
      leadSourceId: source!.id,
      street: "12 Elm Street",
      town: "Newton",
      zip: "02458",
      startsAt: new Date("2026-12-05T18:00:00Z"),
      endsAt: new Date("2026-12-05T20:00:00Z"),
      hostEmail: "lena@example.com",
      createdBy: "lena@example.com",
    });
    await expectOneNewGeneration("2026-12-05T19:59:00Z", "2026-12-05T20:00:01Z");
  });

  it("polls on its own every interval", async () => {
    const signal = await watchContent({ db: handle.db, intervalMs: 50 });
    try {
      await handle.db.transaction((tx) => bumpContentVersion(tx));
      await vi.waitFor(() => expect(signal.generation()).toBe(1), { timeout: 2_000 });
    } finally {
      await signal.stop();
    }
  });
});

describe("createContentCache", () => {
  const fakeSignal = () => {
    let generation = 0;
    const signal: Pick<ContentSignal, "generation"> = { generation: () => generation };
    return { signal, advance: () => (generation += 1) };
  };

  it("loads once per key and generation, and again after a change", async () => {
    const { signal, advance } = fakeSignal();
    const cache = createContentCache(signal);
    const load = vi.fn(async () => "page");
    await Promise.all([cache.get("/blog", load), cache.get("/blog", load)]);
    await cache.get("/blog", load);
    expect(load).toHaveBeenCalledTimes(1);
    advance();
    await cache.get("/blog", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed load", async () => {
    const { signal } = fakeSignal();
    const cache = createContentCache(signal);
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow();
    await expect(cache.get("k", async () => "ok")).resolves.toBe("ok");
  });

  it("keeps at most its limit of entries, dropping the least recently asked for", async () => {
    const { signal } = fakeSignal();
    const cache = createContentCache(signal, 2);
    const load = vi.fn(async () => 1);
    for (const key of ["a", "b", "a", "c"]) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
