import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The index: it re-exports every module of server/db/schema/, so drizzle-kit sees every table.
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
