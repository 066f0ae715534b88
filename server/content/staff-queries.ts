import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema.ts";

/** One row as the workspace's edit forms open it, or null. */

export async function getReview(db: Database, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}
