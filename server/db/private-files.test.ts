import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, migratedTemplate } from "#tests/support/database.ts";
import { createMailer } from "../mail/mailer.ts";
import { restoreBackup, serveBackups, takeBackup } from "./backup.ts";
import { openDatabase } from "./client.ts";
import { keepDataDirPrivate } from "./private-files.ts";

const work = mkdtempSync(join(tmpdir(), "private-files-"));
const umaskBefore = process.umask();
afterAll(() => {
  process.umask(umaskBefore);
  rmSync(work, { recursive: true, force: true });
});

/** Each folder or file under `path` (itself included) another account could reach, with its mode. */
function openToOthers(path: string): string[] {
  const stats = lstatSync(path);
  const mode = stats.mode & 0o777;
  const own = (stats.isDirectory() ? mode !== 0o700 : mode !== 0o600)
    ? [`${path} ${mode.toString(8)}`]
    : [];
  if (!stats.isDirectory()) return own;
  return [...own, ...readdirSync(path).flatMap((entry) => openToOthers(join(path, entry)))];
}

describe("DATA_DIR and backups are the server user's alone", () => {
  it("what an older version left readable in DATA_DIR is narrowed at start, logged once as a count without file names", () => {
    const dataDir = join(work, "older");
    mkdirSync(join(dataDir, "mail"), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, "mail", "2026-11-27-jane-doe.eml"), "To: jane@example.com", {
      mode: 0o644,
    });
    writeFileSync(join(dataDir, "session-secret"), "a".repeat(64), { mode: 0o666 });
    const logged: Record<string, unknown>[] = [];
    const log = (entry: Record<string, unknown>) => logged.push(entry);

    // DATA_DIR named through a symbolic link, as on a mounted volume.
    const linked = join(work, "linked");
    symlinkSync(dataDir, linked);
    keepDataDirPrivate(linked, log);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ level: "warn", changed: 4 })]);
    expect(JSON.stringify(logged)).not.toMatch(/jane|eml|secret/);

    keepDataDirPrivate(dataDir, log);
    expect(logged).toHaveLength(1);
  });

  it("under umask 022, a new embedded database, its mail, its backups and a restored copy are 700 and 600", async () => {
    process.umask(0o022);
    const dataDir = join(work, "new");
    const database = await openDatabase({
      dataDir,
      migrationsFolder: MIGRATIONS_FOLDER,
      startFrom: migratedTemplate(),
    });
    const backups = serveBackups({ dataDir, dump: database.dump!, log: () => {} });
    const mailer = createMailer({ from: "site@example.com", dataDir });
    await mailer.send({ to: "jane@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
    const fromServer = join(work, "from-server.tar.gz");
    expect(await takeBackup({ dataDir, file: fromServer })).toEqual({
      source: "the running server",
    });
    await backups.close();
    mailer.close();
    await database.close();
    const fromFolder = join(work, "from-folder.tar.gz");
    expect(await takeBackup({ dataDir, file: fromFolder })).toEqual({ source: "the folder" });
    const restored = join(work, "restored");
    await restoreBackup({ dataDir: restored, file: fromFolder });

    expect(readdirSync(dataDir).sort()).toEqual(["mail", "pglite"]);
    expect(readdirSync(join(dataDir, "pglite")).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(fromServer)).toEqual([]);
    expect(openToOthers(fromFolder)).toEqual([]);
    expect(openToOthers(restored)).toEqual([]);
  }, 120_000);
});
