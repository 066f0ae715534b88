/**
 * The routing rule: who gets a new lead of each type. The team edits it on the
 * Team page; the trigger that stores a new person reads `lead_routing` (migration
 * "lead_pipeline"), so every way a lead is stored is routed the same.
 */
import { notInArray } from "drizzle-orm";
import { byLeadType, LEAD_TYPES, type LeadType } from "#domain/lead-type.ts";
import type { Database } from "../db/client.ts";
import { leadRouting } from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { effectiveOwner } from "./team.ts";

/** Each type's owner as the rule stands: a type without a rule (or a former member's) goes to the team lead. */
export async function readRouting(db: Database, team: readonly string[]) {
  const rows = await db.select().from(leadRouting);
  const rules = new Map(rows.map((row) => [row.leadType, row.owner]));
  return byLeadType((type) => effectiveOwner(rules.get(type) ?? null, team));
}

/**
 * Saves the whole rule (each owner already checked to be one of STAFF_EMAILS). A type
 * given to the team lead keeps no row: the default says it, and stays true if she changes.
 */
export async function saveRouting(
  db: Database,
  {
    rules,
    team,
    actor,
  }: { rules: Record<LeadType, string>; team: readonly string[]; actor: string },
) {
  const lead = team[0];
  const routed = LEAD_TYPES.filter((type) => rules[type] !== lead);
  await db.transaction(async (tx) => {
    await tx
      .delete(leadRouting)
      .where(routed.length > 0 ? notInArray(leadRouting.leadType, routed) : undefined);
    for (const type of routed)
      await tx
        .insert(leadRouting)
        .values({ leadType: type, owner: rules[type], updatedBy: actor })
        .onConflictDoUpdate({
          target: leadRouting.leadType,
          set: { owner: rules[type], updatedBy: actor, updatedAt: new Date() },
        });
    await recordAudit(tx, {
      actor,
      action: "changed the routing rule",
      detail: Object.fromEntries(routed.map((type) => [type, rules[type]])),
    });
  });
}
