// Tells the other instances on one database that a write happened, so they forget their cached
// answers and totals (cache-coherence.ts): PostgreSQL LISTEN/NOTIFY on a connection of its own.
// A NOTIFY is delivered when its statement commits; the writer sends it before its answer goes
// out, so the others hear of the write within the time the message takes to reach them (a few
// milliseconds here). While this connection is down, `connected()` is false (the caller then
// serves nothing from its caches) and it reconnects every second.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'airgear_cache';

export type CacheBus = {
  /** Settles after the first try to connect, whatever its outcome. */
  ready: Promise<void>;
  publish: () => Promise<void>;
  connected: () => boolean;
  close: () => Promise<void>;
};

export function createCacheBus(pool: pg.Pool, onRemoteWrite: () => void): CacheBus {
  const self = randomUUID();
  let current: pg.Client | undefined;
  let closed = false;

  const listen = async () => {
    if (closed) return;
    const client = new pg.Client(pool.options as pg.ClientConfig);
    let dead = false;
    const lost = () => {
      if (dead) return;
      dead = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      // Writes may have been missed meanwhile.
      onRemoteWrite();
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    };
    client.on('notification', (message) => {
      if (message.payload !== self) onRemoteWrite();
    });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) return void client.end().catch(() => {});
      current = client;
    } catch {
      lost();
    }
  };
  const ready = listen();

  return {
    ready,
    publish: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, self]).catch(() => {});
    },
    connected: () => current !== undefined,
    close: async () => {
      closed = true;
      await current?.end().catch(() => {});
      current = undefined;
    },
  };
}
