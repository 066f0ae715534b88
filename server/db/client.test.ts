import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import {
  MIGRATIONS_FOLDER,
  openTestDatabase,
  TEST_DATABASE_URL,
  usingPostgres,
} from "#tests/support/database.ts";
import { openDatabase } from "./client.ts";

describe("openDatabase on an embedded database folder", () => {
  const open = (dataDir: string) => openDatabase({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });

  it("refuses a second process on the same folder, naming the holder, until the first closes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "db-lock-"));
    try {
      const first = await open(dataDir);
      await expect(open(dataDir)).rejects.toThrow(
        new RegExp(`in use by process ${process.pid} .*DATABASE_URL`),
      );
      await first.close();
      const second = await open(dataDir);
      await second.db.execute(sql`select 1`);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("takes over the lock of a process that died without releasing it (kill -9)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "db-lock-"));
    try {
      mkdirSync(join(dataDir, "pglite"));
      const gone = spawnSync(process.execPath, ["-e", ""]).pid;
      writeFileSync(join(dataDir, "pglite.lock"), JSON.stringify({ pid: gone, host: hostname() }));
      const handle = await open(dataDir);
      await handle.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(usingPostgres)("openDatabase on PostgreSQL", () => {
  it("survives the server dropping an idle pooled connection, and the next query works", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const handle = await openTestDatabase({ reset: false });
    try {
      const marker = `client-test-${process.pid}`;
      await handle.db.execute(sql`select set_config('application_name', ${marker}, false)`);
      // What a PostgreSQL restart or failover does to the pool's idle connections.
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1",
        [marker],
      );
      await admin.end();
      expect(rows).toEqual([{ done: true }]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(String(warn.mock.calls[0]?.[0])).toContain("idle PostgreSQL connection lost");

      const result = (await handle.db.execute(sql`select 1 as one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
      await handle.close();
    }
  });
});
