/**
 * DATA_DIR holds every lead (the embedded database), the generated secrets and, without SMTP, the
 * mail: nothing in it is for another account on the machine. PGlite's initdb writes its ~970 files
 * 666 whatever the umask, and folders follow the umask (755 under the usual 022), so both are
 * narrowed here: folders 700, files 600.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { isMainThread } from "node:worker_threads";

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Narrows `path` and everything under it; returns how many changed. `path` itself may be a
 * symbolic link (DATA_DIR on a mounted volume); links inside it are left alone.
 */
export function makePrivate(path: string, isRoot = true): number {
  const stats = isRoot ? statSync(path) : lstatSync(path);
  if (stats.isSymbolicLink()) return 0;
  const wanted = stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
  let changed = 0;
  if ((stats.mode & 0o777) !== wanted) {
    chmodSync(path, wanted);
    changed = 1;
  }
  if (stats.isDirectory())
    for (const entry of readdirSync(path)) changed += makePrivate(join(path, entry), false);
  return changed;
}

type Log = (entry: Record<string, unknown>) => void;

/**
 * At start, before anything is written: files this process creates from now on are its user's
 * alone (umask 077), DATA_DIR exists 700, and what an older version or another umask left in it
 * is narrowed, logged once as a count (file names are not logged).
 */
export function keepDataDirPrivate(dataDir: string, log: Log) {
  // A worker thread may not set the umask (Node refuses); the chmods below still apply.
  if (isMainThread) process.umask(0o077);
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    return;
  }
  const changed = makePrivate(dataDir);
  if (changed > 0)
    log({
      level: "warn",
      msg: "DATA_DIR was readable by other users: its folders are now 700 and its files 600",
      dataDir,
      changed,
    });
}
