import { testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { signedInMember } from "#tests/support/route-calls.ts";

/** The team member the content editor tests sign in as. */
export const CONTENT_EDITOR = "lena@example.com";
/** The clock the content editor tests run at, so rate-limit windows line up with the routes'. */
export const CONTENT_MINUTE = Date.UTC(2026, 10, 26, 12, 0, 30);

/** A fresh file database with the content editor on the team, signed in before each test. */
export async function signedInContentEditor() {
  const { db } = await openFileDatabase();
  const staff = testStaffServices(db, [CONTENT_EDITOR]);
  return { db, ...signedInMember(db, staff, { email: CONTENT_EDITOR, minute: CONTENT_MINUTE }) };
}
