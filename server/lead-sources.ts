import { eq } from "drizzle-orm";
import type { Transaction } from "./db/client.ts";
import { leadSources } from "./db/schema.ts";

/** Race-free get-or-create: the unique name decides, ON CONFLICT makes the loser read the winner's row. */
export async function leadSourceIdFor(tx: Transaction, name: string, type: "website" | "event") {
  const [created] = await tx
    .insert(leadSources)
    .values({ name, type })
    .onConflictDoNothing({ target: leadSources.name })
    .returning({ id: leadSources.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(eq(leadSources.name, name));
  if (!existing) throw new Error(`lead source "${name}" vanished`);
  return existing.id;
}
