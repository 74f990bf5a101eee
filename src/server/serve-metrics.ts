// The metrics listener of `npm start` and `npm run worker` (METRICS_PORT): this process's pool
// and the shared job queue join the registry, then GET /metrics listens on its own port.
import type pg from 'pg';
import type { Config } from './app-deps.ts';
import { watchPool } from './db/pool-metrics.ts';
import { watchJobQueue } from './jobs/queue-metrics.ts';
import { startMetricsServer, type MetricsServer } from './lib/metrics-server.ts';

export async function serveMetrics(
  config: Config,
  pool: pg.Pool,
  say: (message: string) => void,
): Promise<MetricsServer | undefined> {
  if (!config.metrics) return undefined;
  watchPool(pool);
  watchJobQueue(pool);
  const server = await startMetricsServer(config.metrics);
  // The bound port (METRICS_PORT=0 lets the system pick one; the tests read it here).
  say(`Metrics on http://${config.metrics.host}:${server.port}/metrics`);
  return server;
}
