// The database pool as metrics (lib/metrics.ts), read when Prometheus scrapes: connections open,
// idle among them, and requests waiting for one. Waiting above zero for long means the pool (10
// per server) or PostgreSQL's max_connections is the bottleneck (docs/operations.md).
import type pg from 'pg';
import { gaugeOf } from '#server/lib/metrics.ts';

const none = () => 0;
const total = gaugeOf('airgear_db_pool_connections', 'Connections the pool holds open.', none);
const idle = gaugeOf('airgear_db_pool_idle_connections', 'Open connections not in use.', none);
const waiting = gaugeOf(
  'airgear_db_pool_waiting_clients',
  'Queries waiting for a free connection of the pool.',
  none,
);

/** Reports this pool (the process's main one) from now on. */
export function watchPool(pool: pg.Pool) {
  total(() => pool.totalCount);
  idle(() => pool.idleCount);
  waiting(() => pool.waitingCount);
}
