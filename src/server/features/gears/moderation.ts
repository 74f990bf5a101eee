// Staff may edit or delete anyone's listing through the normal gear routes (gears/access.ts).
// Such a change is moderation: it goes into the audit log with the listing before and after, in
// the same transaction as the change, like every other staff write (audit/audit-log.ts).
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { gearSnapshot } from './write-repository.ts';

const moderated = new WeakSet<FastifyRequest>();

/** Set by the access check when a staff member passes for someone else's listing. */
export const markModeration = (request: FastifyRequest) => moderated.add(request);
export const isModeration = (request: FastifyRequest) => moderated.has(request);

/** Runs a staff member's write to a listing and records it, in one transaction. */
export function withGearAudit<T>(
  db: Db,
  {
    actorId,
    id,
    action,
    write,
  }: {
    actorId: string;
    id: string;
    action: 'gear.update' | 'gear.delete';
    write: (tx: Tx) => Promise<T>;
  },
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await gearSnapshot(tx, id);
    const result = await write(tx);
    const after = action === 'gear.delete' ? null : await gearSnapshot(tx, id);
    if (before)
      await recordAudit(tx, { actorId, action, targetType: 'gear', targetId: id, before, after });
    return result;
  });
}
