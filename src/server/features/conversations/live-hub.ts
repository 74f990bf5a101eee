// The open message streams of this instance (docs/decisions/012-live-messages.md). Writers
// NOTIFY `airgear_live` in their transaction with ids only: `c:<conversation>` for a new
// message, `s:<session>` for a session that ended (migration 0014). Every instance hears them on
// its one LISTEN connection and tells its own streams; a stream never carries message text, the
// page fetches the messages through the ordinary, authorised GET. Every heartbeat the hub also
// ends the streams whose session has expired since they opened.
import type { Db, Tx } from '#server/db/client.ts';
import type { PgListener } from '#server/lib/pg-listener.ts';
import { liveSessions, notifyLive } from './live-repository.ts';

export const LIVE_CHANNEL = 'airgear_live';
export const HEARTBEAT_MS = 20_000;

export type LiveStream = {
  conversationId: string;
  sessionId: string;
  write: (chunk: string) => void;
  end: () => void;
};

export type LiveHub = {
  /**
   * Resolves once the stream hears every later message, with the function that removes it;
   * null while this instance cannot LISTEN (the page then polls).
   */
  open: (stream: LiveStream) => Promise<(() => void) | null>;
  /** Ends every stream (shutdown): their pages reconnect to another instance. */
  closeAll: () => void;
  size: () => number;
};

export const changedEvent = (conversationId: string) =>
  `event: changed\ndata: ${conversationId}\n\n`;

/** Tells every instance's streams that the conversation changed, when `tx` commits. */
export const announceMessage = (tx: Tx, conversationId: string) =>
  notifyLive(tx, LIVE_CHANNEL, `c:${conversationId}`);

function indexOf<K>(map: Map<K, Set<LiveStream>>) {
  return {
    add: (key: K, stream: LiveStream) => {
      const set = map.get(key) ?? new Set();
      map.set(key, set.add(stream));
    },
    remove: (key: K, stream: LiveStream) => {
      const set = map.get(key);
      if (set?.delete(stream) && set.size === 0) map.delete(key);
    },
  };
}

export function createLiveHub(db: Db, listener: PgListener): LiveHub {
  const byConversation = new Map<string, Set<LiveStream>>();
  const bySession = new Map<string, Set<LiveStream>>();
  const conversationsIndex = indexOf(byConversation);
  const sessionsIndex = indexOf(bySession);
  const all = new Set<LiveStream>();
  let listening: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const onPayload = (payload: string) => {
    const id = payload.slice(2);
    if (payload.startsWith('c:'))
      byConversation.get(id)?.forEach((stream) => stream.write(changedEvent(id)));
    else if (payload.startsWith('s:')) bySession.get(id)?.forEach((stream) => stream.end());
  };
  // Messages may have been missed while the connection was down: every page looks again.
  const onGap = () => all.forEach((stream) => stream.write(changedEvent(stream.conversationId)));
  const beat = async () => {
    all.forEach((stream) => stream.write(': ping\n\n'));
    const alive = await liveSessions(db, [...bySession.keys()]).catch(() => null);
    if (!alive) return;
    for (const [session, streams] of bySession)
      if (!alive.has(session)) streams.forEach((stream) => stream.end());
  };

  return {
    open: async (stream) => {
      listening ??= listener.subscribe(LIVE_CHANNEL, { message: onPayload, gap: onGap });
      await listening;
      if (!listener.connected()) return null;
      all.add(stream);
      conversationsIndex.add(stream.conversationId, stream);
      sessionsIndex.add(stream.sessionId, stream);
      heartbeat ??= setInterval(() => void beat(), HEARTBEAT_MS).unref();
      return () => {
        all.delete(stream);
        conversationsIndex.remove(stream.conversationId, stream);
        sessionsIndex.remove(stream.sessionId, stream);
        if (all.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },
    closeAll: () => [...all].forEach((stream) => stream.end()),
    size: () => all.size,
  };
}
