// Tells the other instances on one database that a write happened, so they forget their cached
// answers and totals (cache-coherence.ts): PostgreSQL NOTIFY, heard on the instance's one LISTEN
// connection (lib/pg-listener.ts). A NOTIFY is delivered when its statement commits; the writer
// sends it before its answer goes out, so the others hear of the write within the time the
// message takes to reach them (a few milliseconds here). While that connection is down,
// `connected()` is false (the caller then serves nothing from its caches).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgListener } from '#server/lib/pg-listener.ts';

const CHANNEL = 'airgear_cache';

export type CacheBus = {
  /** Settles after the first try to connect, whatever its outcome. */
  ready: Promise<void>;
  publish: () => Promise<void>;
  connected: () => boolean;
};

export function createCacheBus(
  listener: PgListener,
  pool: pg.Pool,
  onRemoteWrite: () => void,
): CacheBus {
  const self = randomUUID();
  const ready = listener.subscribe(CHANNEL, {
    message: (payload) => payload !== self && onRemoteWrite(),
    // Writes may have been missed meanwhile.
    gap: onRemoteWrite,
  });
  return {
    ready,
    publish: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, self]).catch(() => {});
    },
    connected: listener.connected,
  };
}
