import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * A failed database query as the log gets it: the SQL, the database's own
 * message and where it was called, never the query's parameters nor the
 * error's detail (PostgreSQL's "Key (email)=(…) already exists"). Those are a
 * lead's name or e-mail, or a staff search, and the log is read by more people
 * than the leads are. Any other error is returned as it is.
 */
export function withoutQueryParameters(error: unknown) {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  const logged = new Error(`Failed query: ${error.query}${cause ? `\nDatabase: ${cause}` : ""}`);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  logged.stack = [`Error: ${logged.message}`, ...frames].join("\n");
  return logged;
}
