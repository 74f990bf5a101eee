// The open message streams of this instance (docs/decisions/012-live-messages.md). Writers
// NOTIFY `airgear_live` in their transaction with ids only: `c:<conversation>` for a new
// message, `s:<session>` for a session that ended (migration 0014). Every instance hears them on
// its one LISTEN connection and tells its own streams; a stream never carries message text, the
// page fetches the messages through the ordinary, authorised GET. Every heartbeat the hub also
// ends the streams whose session has expired since they opened.
// Each stream holds a socket and a descriptor for as long as its client likes (the pings keep it
// inside the idle timeout), so a session, a user and the instance each have a cap (LIVE_LIMITS,
// LIVE_STREAMS_MAX); a page refused one polls instead (outside review, third round, finding 3).
import type { Db, Tx } from '#server/db/client.ts';
import type { PgListener } from '#server/lib/pg-listener.ts';
import { liveSessions, notifyLive } from './live-repository.ts';

export const LIVE_CHANNEL = 'airgear_live';
export const HEARTBEAT_MS = 20_000;

/** Open streams per session and per user on one instance; the instance's total is configured. */
export const LIVE_LIMITS = { perSession: 5, perUser: 20 } as const;

export type LiveStream = {
  conversationId: string;
  sessionId: string;
  userId: string;
  write: (chunk: string) => void;
  end: () => void;
};

export type LiveHub = {
  /**
   * Resolves once the stream hears every later message, with the function that removes it;
   * null while this instance cannot LISTEN, 'full' when a cap is reached (the page then polls).
   */
  open: (stream: LiveStream) => Promise<(() => void) | null | 'full'>;
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

export function createLiveHub(db: Db, listener: PgListener, maxStreams: number): LiveHub {
  const byConversation = new Map<string, Set<LiveStream>>();
  const bySession = new Map<string, Set<LiveStream>>();
  const byUser = new Map<string, Set<LiveStream>>();
  const conversationsIndex = indexOf(byConversation);
  const sessionsIndex = indexOf(bySession);
  const usersIndex = indexOf(byUser);
  const full = (stream: LiveStream) =>
    all.size >= maxStreams ||
    (bySession.get(stream.sessionId)?.size ?? 0) >= LIVE_LIMITS.perSession ||
    (byUser.get(stream.userId)?.size ?? 0) >= LIVE_LIMITS.perUser;
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
      // Judged after the wait, with no await until the stream is counted: no race past a cap.
      if (full(stream)) return 'full';
      all.add(stream);
      conversationsIndex.add(stream.conversationId, stream);
      sessionsIndex.add(stream.sessionId, stream);
      usersIndex.add(stream.userId, stream);
      heartbeat ??= setInterval(() => void beat(), HEARTBEAT_MS).unref();
      return () => {
        all.delete(stream);
        conversationsIndex.remove(stream.conversationId, stream);
        sessionsIndex.remove(stream.sessionId, stream);
        usersIndex.remove(stream.userId, stream);
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
