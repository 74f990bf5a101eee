// What runs the site: the audit log of staff actions, generated secrets and the job workers'
// heartbeats.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at.desc())],
);

/** Secrets the app makes for itself once (the key that signs unsubscribe links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});

/** Job workers alive: each writes its id every few seconds (jobs/heartbeats.ts, migration 0012). */
export const jobWorkerHeartbeats = pgTable('job_worker_heartbeats', {
  worker_id: text('worker_id').primaryKey(),
  beat_at: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
