// The one PostgreSQL connection an instance LISTENs on, shared by every channel (the cache bus,
// live messages). The pool's connections are handed out per query, so they cannot LISTEN. It
// connects when the first channel subscribes; while it is down `connected()` is false, every
// channel hears `gap()` (notifications may have been missed) when it is lost and again once it
// listens anew, and it reconnects every second.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export type ChannelHandlers = { message: (payload: string) => void; gap: () => void };

export type PgListener = {
  /** Settles once the connection is listening on `channel`, or its first try failed. */
  subscribe: (channel: string, handlers: ChannelHandlers) => Promise<void>;
  connected: () => boolean;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    pgListener: PgListener;
  }
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function createPgListener(pool: pg.Pool): PgListener {
  const channels = new Map<string, ChannelHandlers>();
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let reconnecting = false;

  const attempt = async () => {
    const client = new pg.Client(pool.options as pg.ClientConfig);
    let dead = false;
    const lost = () => {
      if (dead) return;
      dead = true;
      if (current === client) current = undefined;
      connecting = undefined;
      client.end().catch(() => {});
      channels.forEach((handlers) => handlers.gap());
      reconnecting = true;
      if (!closed) setTimeout(() => void connect(), 1000).unref();
    };
    client.on('notification', (note) => channels.get(note.channel)?.message(note.payload ?? ''));
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
      if (closed) return void client.end().catch(() => {});
      current = client;
      if (reconnecting) channels.forEach((handlers) => handlers.gap());
      reconnecting = false;
    } catch {
      lost();
    }
  };
  const connect = () => (connecting ??= attempt());

  return {
    subscribe: async (channel, handlers) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      const known = channels.has(channel);
      channels.set(channel, handlers);
      await connect();
      // A channel added while the connection was being made: LISTEN twice is harmless.
      if (!known && current) await current.query(`LISTEN ${channel}`).catch(() => {});
    },
    connected: () => current !== undefined,
    close: async () => {
      closed = true;
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** One listener per app, closed with it. */
export function registerPgListener(app: FastifyInstance, pool: pg.Pool) {
  const listener = createPgListener(pool);
  app.decorate('pgListener', listener);
  app.addHook('onClose', async () => listener.close());
}
