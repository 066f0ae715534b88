/**
 * Once per `vitest run`: the fonts' generated files where a fresh clone has none yet, and one
 * embedded database with the migrations applied, dumped to a file that every test file's database
 * starts from (tests/support/database.ts), instead of each running PGlite's initdb and every
 * migration again. Against a PostgreSQL server there is no database to make.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { databaseName, workerDatabaseUrl } from "./support/worker-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template's file, or "" against a PostgreSQL server. */
    pgliteTemplate: string;
  }
}

/** What the build's font step writes and pages import (the Chinese outlines, the wordmark). */
const GENERATED_FONT_FILES = ["app/fonts/chinese-glyphs.json", "app/fonts/wordmark.json"];

export default async function setup(project: TestProject) {
  // A fresh clone has run no build: make them as `npm run build` and `npm run dev` do (1.5 s).
  if (!GENERATED_FONT_FILES.every((file) => existsSync(file)))
    execFileSync(process.execPath, ["scripts/subset-fonts.mjs"], { stdio: "inherit" });
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    await makeWorkerDatabases(process.env.TEST_DATABASE_URL, project.globalConfig.maxWorkers);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), "pglite-template-"));
  const file = join(folder, "migrated.tar");
  const client = await PGlite.create("memory://");
  await migrate(drizzle(client), {
    migrationsFolder: fileURLToPath(new URL("../server/db/migrations", import.meta.url)),
  });
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * One empty database per worker on the PostgreSQL server (tests/support/database.ts opens its
 * worker's), so files run two at a time there too; each run starts from none.
 */
async function makeWorkerDatabases(base: string, workers: number) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let worker = 1; worker <= workers; worker++) {
      const name = admin.escapeIdentifier(databaseName(workerDatabaseUrl(base, worker)));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
}
