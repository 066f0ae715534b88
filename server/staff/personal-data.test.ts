import { is } from "drizzle-orm";
import { getTableConfig, integer, PgTable, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { LEAD_DATA, NOT_LEAD_DATA } from "./personal-data.ts";

/** A column that may hold someone's data: an address, a name, a phone, free text or free JSON. */
const PERSONAL =
  /email|name|phone|message|body|note|(^|_)ip(_|$)|address|quote|search|recipient|detail/;

const declared = [...LEAD_DATA, ...NOT_LEAD_DATA];

/** Each table's personal columns that the declaration does not list, by table. */
function undeclaredColumns(tables: PgTable[]) {
  const missing: Record<string, string[]> = {};
  for (const table of tables) {
    const { name, columns } = getTableConfig(table);
    const personal = columns
      .filter((column) => PERSONAL.test(column.name) || column.getSQLType() === "jsonb")
      .map((column) => column.name);
    if (personal.length === 0) continue;
    const entry = declared.find((candidate) => candidate.table === table);
    const listed = new Set(entry?.columns ?? []);
    const left = personal.filter((column) => !listed.has(column));
    if (left.length > 0) missing[name] = left;
  }
  return missing;
}

const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

describe("the declaration of a person's data (server/staff/personal-data.ts)", () => {
  it("lists every table and column of the schema that holds an address, a name, a phone, a message or free JSON", () => {
    expect(schemaTables.length).toBeGreaterThan(20);
    expect(undeclaredColumns(schemaTables)).toEqual({});
  });

  it("fails for a new table with an e-mail or a name that nobody declared", () => {
    const newcomer = pgTable("wish_list", {
      id: integer("id"),
      guestEmail: text("guest_email"),
      firstName: text("first_name"),
    });
    expect(undeclaredColumns([...schemaTables, newcomer])).toEqual({
      wish_list: ["guest_email", "first_name"],
    });
  });

  it("names only columns the schema has, each table once", () => {
    const names = declared.map(({ table }) => getTableConfig(table).name);
    expect(new Set(names).size).toBe(names.length);
    for (const { table, columns } of declared) {
      const actual = getTableConfig(table).columns.map((column) => column.name);
      expect(actual, getTableConfig(table).name).toEqual(expect.arrayContaining([...columns]));
    }
  });

  it("says for each table of a lead's data what erasing keeps and why, and where her copy has it or why not", () => {
    for (const entry of LEAD_DATA) {
      if (entry.erase === "clear") {
        expect(entry.kept).toBeTruthy();
        expect(Object.keys(entry.clear ?? {}).length).toBeGreaterThan(0);
      }
      if (typeof entry.exportedIn !== "string") expect(entry.exportedIn.notExported).toBeTruthy();
    }
  });
});
