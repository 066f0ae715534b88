/**
 * Finding a person's (or a stranger's) text anywhere in the database: every text
 * and JSON column of every table, so a table added later is searched too.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import * as z from "zod";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "./database.ts";

/** Every column in which one of the strings (lower-case) occurs, as `table.column: rows`. */
export async function whereFound(db: Database, traces: string[]) {
  const columns = rowsOf(
    z.object({ table_name: z.string(), column_name: z.string() }),
    await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')
    order by table_name, column_name`),
  );
  expect(columns.length).toBeGreaterThan(60);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = sql`lower(${sql.identifier(column_name)}::text)`;
    const matches = sql.join(
      traces.map((trace) => sql`position(${trace} in ${column}) > 0`),
      sql` or `,
    );
    const rows = rowsOf(
      z.object({ n: z.number() }),
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${matches}`,
      ),
    );
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${rows[0]!.n}`);
  }
  return found;
}
