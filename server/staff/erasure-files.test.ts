import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, migratedTemplate } from "#tests/support/database.ts";
import { STAFF } from "#tests/support/staff-leads.ts";
import { openDatabase } from "../db/client.ts";
import { contactMessages, contactSubmissions, leadPeople } from "../db/schema.ts";
import { addLeadNote } from "./lead-changes.ts";
import { erasePerson } from "./privacy.ts";

const dataDir = mkdtempSync(join(tmpdir(), "erasure-files-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The database's files (not its write-ahead log, see README "Privacy") that hold the text. */
function filesHolding(text: string, folder = join(dataDir, "pglite")): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name === "pg_wal") continue;
    if (statSync(path).isDirectory()) found.push(...filesHolding(text, path));
    else if (readFileSync(path).includes(text)) found.push(path.slice(dataDir.length));
  }
  return found;
}

it("erasing vacuums: her deleted rows leave the database's files", async () => {
  const handle = await openDatabase({
    dataDir,
    migrationsFolder: MIGRATIONS_FOLDER,
    startFrom: migratedTemplate(),
  });
  const { db } = handle;
  const [submission] = await db
    .insert(contactSubmissions)
    .values({ firstName: "Ottilie", lastName: "Brannigan", email: "ottilie.b@example.com" })
    .returning();
  await db
    .insert(contactMessages)
    .values({ message: "a wisteria-covered porch", contactSubmissionId: submission!.id });
  await db
    .insert(contactSubmissions)
    .values({ firstName: "Kept", lastName: "Here", email: "kept@example.com" });
  const [person] = await db
    .select()
    .from(leadPeople)
    .where(sql`email_key = 'ottilie.b@example.com'`);
  await addLeadNote(db, { personId: person!.id, body: "Ottilie loves wisteria", author: STAFF });
  await db.execute(sql`checkpoint`);
  expect(filesHolding("ottilie.b@example.com").length).toBeGreaterThan(0);
  expect(filesHolding("wisteria").length).toBeGreaterThan(0);

  await erasePerson(db, { personId: person!.id, actor: STAFF });
  await db.execute(sql`checkpoint`);
  await handle.close();

  expect(filesHolding("ottilie.b@example.com")).toEqual([]);
  expect(filesHolding("Ottilie")).toEqual([]);
  expect(filesHolding("wisteria")).toEqual([]);
  expect(filesHolding("kept@example.com").length).toBeGreaterThan(0);
});
