import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { MIGRATIONS_FOLDER, migratedTemplate } from "#tests/support/database.ts";
import { createLeadService } from "../leads.ts";
import { restoreBackup, serveBackups, takeBackup } from "./backup.ts";
import { openDatabase } from "./client.ts";
import { contactSubmissions } from "./schema.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const folder = (name: string) => join(work, name);

/** The guests' addresses the restored DATA_DIR holds. */
async function storedEmails(dataDir: string) {
  const database = await openDatabase({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const rows = await database.db
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions);
    return rows.map((row) => row.email);
  } finally {
    await database.close();
  }
}

describe("npm run backup and npm run restore (embedded database)", () => {
  it("a backup taken from the running server while leads are stored holds every lead acknowledged before it began; restored into an empty DATA_DIR, so does the database", async () => {
    const dataDir = folder("live");
    const database = await openDatabase({
      dataDir,
      migrationsFolder: MIGRATIONS_FOLDER,
      startFrom: migratedTemplate(),
    });
    const backups = serveBackups({ dataDir, dump: database.dump!, log: () => {} });
    const leads = createLeadService({
      db: database.db,
      contactNotifyTo: "lena@example.com",
      eventNotifyTo: "events@example.com",
    });
    // Guests posting the contact form, one after another: each address is acknowledged
    // (pushed) once recordContact has committed it, as the form's answer would be sent.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const email = `guest-${n}@example.com`;
        const input = ContactSchema.parse({
          first_name: "Guest",
          last_name: `Number ${n}`,
          email,
          lead_type: "buyer",
          lead_source: "Website",
          message: `Lead ${n}`,
        });
        await leads.recordContact(input, randomUUID(), "203.0.113.7");
        acknowledged.push(email);
        // Each lead arrives as a request of its own (an I/O event), as over HTTP. Without
        // this turn of the event loop the embedded database's promises would keep it busy
        // and the backup's socket would never be answered.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const beforeBackup = [...acknowledged];
    const file = folder("live.tar.gz");
    expect(await takeBackup({ dataDir, file })).toEqual({ source: "the running server" });
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await writer;
    await backups.close();
    await database.close();
    // Leads went on being stored while the copy was taken.
    expect(duringBackup).toBeGreaterThan(0);

    const restored = folder("restored");
    const { leads: restoredLeads } = await restoreBackup({ dataDir: restored, file });
    const emails = await storedEmails(restored);
    expect(emails).toEqual(expect.arrayContaining(beforeBackup));
    expect(restoredLeads).toBe(emails.length);

    // With the server stopped, the backup opens the folder itself and has every lead.
    const stopped = folder("stopped.tar.gz");
    expect(await takeBackup({ dataDir, file: stopped })).toEqual({ source: "the folder" });
    const again = folder("restored-again");
    await restoreBackup({ dataDir: again, file: stopped });
    expect((await storedEmails(again)).sort()).toEqual([...acknowledged].sort());
  }, 300_000);
});

describe("the scripts, as the team runs them", () => {
  const scripts = join(ROOT, "node_modules/.cache/backup-scripts");
  beforeAll(async () => {
    mkdirSync(scripts, { recursive: true });
    await build({
      entryPoints: ["scripts/backup.ts", "scripts/restore.ts"],
      absWorkingDir: ROOT,
      outdir: scripts,
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "warning",
    });
  });

  const run = (script: "backup" | "restore", args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [join(scripts, `${script}.js`), ...args], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env },
    });

  it("restore refuses a DATA_DIR with anything in it, saying why, with a non-zero exit", () => {
    const dataDir = folder("occupied");
    mkdirSync(join(dataDir, "pglite"), { recursive: true });
    writeFileSync(join(dataDir, "pglite", "PG_VERSION"), "18\n");
    const backup = folder("any.tar.gz");
    writeFileSync(backup, "not read: the folder is refused first");
    const result = run("restore", [backup], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is not empty (pglite)");
    expect(readdirSync(join(dataDir, "pglite"))).toEqual(["PG_VERSION"]);
  });

  it("restore of a file that is not a backup fails and leaves DATA_DIR empty", () => {
    const dataDir = folder("fresh");
    const junk = folder("junk.tar.gz");
    writeFileSync(junk, "this is not a backup");
    const result = run("restore", [junk], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("could not be restored");
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  }, 120_000);

  it("with DATABASE_URL both scripts name pg_dump and pg_restore and exit non-zero", () => {
    for (const script of ["backup", "restore"] as const) {
      const result = run(script, [folder("pg.dump")], {
        DATABASE_URL: "postgres://user@db.example.test/site",
      });
      expect(result.status, script).toBe(1);
      expect(result.stderr, script).toContain(
        'pg_dump --format=custom --file=site.dump "$DATABASE_URL"',
      );
      expect(result.stderr, script).toContain("pg_restore");
    }
  });
});
