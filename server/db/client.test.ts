import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#tests/support/database.ts";
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
