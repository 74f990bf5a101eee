// Tells the other instances on one database that a write happened, and what it may have changed
// (cache-scope.ts), so they forget those cached answers and totals (cache-coherence.ts):
// PostgreSQL NOTIFY, heard on the instance's one LISTEN connection (lib/pg-listener.ts). A NOTIFY
// is delivered when its statement commits; the writer sends it before its answer goes out, so
// the others hear of the write within the time the message takes to reach them (a few
// milliseconds here). While that connection is down, `connected()` is false (the caller then
// serves nothing from its caches); after a gap, everything is forgotten.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgListener } from '#server/lib/pg-listener.ts';
import { decodeScope, encodeScope, type CacheScope } from './cache-scope.ts';

const CHANNEL = 'airgear_cache';

export type CacheBus = {
  /** Settles after the first try to connect, whatever its outcome. */
  ready: Promise<void>;
  publish: (scope: CacheScope) => Promise<void>;
  connected: () => boolean;
};

export function createCacheBus(
  listener: PgListener,
  pool: pg.Pool,
  onRemoteWrite: (scope: CacheScope) => void,
): CacheBus {
  const self = randomUUID();
  const ready = listener.subscribe(CHANNEL, {
    // `<sender> <scope>`; a message without a scope clears everything.
    message: (payload) => {
      const space = payload.indexOf(' ');
      const sender = space === -1 ? payload : payload.slice(0, space);
      if (sender !== self) onRemoteWrite(decodeScope(space === -1 ? '' : payload.slice(space + 1)));
    },
    // Writes may have been missed meanwhile.
    gap: () => onRemoteWrite('all'),
  });
  return {
    ready,
    publish: async (scope) => {
      await pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, `${self} ${encodeScope(scope)}`])
        .catch(() => {});
    },
    connected: listener.connected,
  };
}
