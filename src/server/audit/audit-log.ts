// The audit log of staff actions: who did what to which row, with the row before and after.
// Every staff write (admin, certifiers, gear types, moderated listings) calls recordAudit() inside
// its own transaction, so a change and its record are committed together or not at all. It sits
// outside features/ because all of them write to it; admin only reads it (GET admin/audit/).
import { and, desc, count, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { auditLog, users } from '#server/db/schema.ts';

type Snapshot = Record<string, unknown> | null;

export type AuditRecord = {
  /** Null for the create-admin command, which runs with no logged-in staff member. */
  actorId: string | null;
  /** `<target>.<verb>`, e.g. `user.update`, `certifier.delete`, `report.hide`. */
  action: string;
  targetType:
    | 'user'
    | 'certifier'
    | 'gear_type'
    | 'gear'
    | 'report'
    | 'message'
    | 'conversation'
    | 'catalogue'
    | 'catalogue_brand'
    | 'catalogue_model'
    | 'catalogue_size'
    | 'stolen_report'
    | 'currency_rates'
    | 'stolen_hold'
    | 'safety_notice';
  targetId: string;
  before: Snapshot;
  after: Snapshot;
};

export async function recordAudit(tx: Tx | Db, record: AuditRecord) {
  await tx.insert(auditLog).values({
    actor_id: record.actorId,
    action: record.action,
    target_type: record.targetType,
    target_id: record.targetId,
    // JSON has no Date: timestamps are stored as the API writes them.
    before: record.before === null ? null : JSON.parse(JSON.stringify(record.before)),
    after: record.after === null ? null : JSON.parse(JSON.stringify(record.after)),
  });
}

export async function listAudit(
  db: Db,
  query: { page: number; page_size: number; target_type?: string; target_id?: string },
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.target_type) conditions.push(eq(auditLog.target_type, query.target_type));
  if (query.target_id) conditions.push(eq(auditLog.target_id, query.target_id));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actor_id: auditLog.actor_id,
        actor_username: users.username,
        action: auditLog.action,
        target_type: auditLog.target_type,
        target_id: auditLog.target_id,
        before: auditLog.before,
        after: auditLog.after,
        created_at: auditLog.created_at,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_id))
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    // A deleted staff account leaves its entries with no actor (the column is set null).
    actor: r.actor_id && r.actor_username ? { id: r.actor_id, username: r.actor_username } : null,
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id,
    before: r.before as Snapshot,
    after: r.after as Snapshot,
    created_at: r.created_at.toISOString(),
  }));
  return { items, total: total?.value ?? 0 };
}
