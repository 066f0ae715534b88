/**
 * The database a vitest worker uses on a PostgreSQL server: TEST_DATABASE_URL's database with the
 * worker's number after it (`site_test` -> `site_test_w1`). Imported by the global set-up, which
 * makes them, and by the workers, which open theirs; nothing here imports vitest.
 */
export function workerDatabaseUrl(base: string, worker: number): string {
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

/** The database's name in a URL, for CREATE DATABASE. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
