import type { CatalogAuditEntry } from '@sdp/shared';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';

type Entity = CatalogAuditEntry['entity'];
type Row = object | null;
export interface Actor {
  id: string;
  name: string;
}

/** The fields that differ between two versions of a row (every field of a created or deleted one). */
export function changedFields(beforeRow: Row, afterRow: Row): CatalogAuditEntry['changes'] {
  const before = beforeRow as Record<string, unknown> | null;
  const after = afterRow as Record<string, unknown> | null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== 'id');
  return keys
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/** Record one catalog change in the same transaction as the change itself: who, when, what, before and after. */
export async function recordAudit(
  tx: TransactionSql,
  actor: Actor,
  entry: { entity: Entity; entityId: string; action: CatalogAuditEntry['action']; summary: string; before: Row; after: Row },
): Promise<void> {
  await tx`
    INSERT INTO catalog_audit (staff_user_id, staff_name, entity, entity_id, action, summary, before, after)
    VALUES (${actor.id}, ${actor.name}, ${entry.entity}, ${entry.entityId}, ${entry.action}, ${entry.summary},
            ${entry.before ? tx.json(entry.before as never) : null}, ${entry.after ? tx.json(entry.after as never) : null})`;
}

/** The newest catalog changes first (the dashboard shows the last 100). */
export async function listAudit(sql: Sql, limit = 100): Promise<CatalogAuditEntry[]> {
  const rows = await sql<{ id: number; at: Date; staff_name: string; entity: Entity; entity_id: string; action: CatalogAuditEntry['action']; summary: string; before: Row; after: Row }[]>`
    SELECT id, at, staff_name, entity, entity_id, action, summary, before, after FROM catalog_audit ORDER BY at DESC, id DESC LIMIT ${limit}`;
  return rows.map((r) => ({
    id: String(r.id),
    at: r.at.toISOString(),
    staffName: r.staff_name,
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    summary: r.summary,
    changes: changedFields(r.before, r.after),
  }));
}
