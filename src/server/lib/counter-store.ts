// Counters with a time window: what the rate limits count with (plugins/rate-limit.ts). In
// memory for one process (the default with the embedded database), or in PostgreSQL
// (counter-store-pg.ts) so that every instance behind a load balancer shares them (decision 013).

export type Count = {
  /** Hits in the current window, this one included (for read: 0 when there is no window). */
  count: number;
  /** Milliseconds until the window ends. */
  ttl: number;
};

export type CounterStore = {
  /** Counts one hit; a window starts with the first hit after the previous one ended. */
  incr: (key: string, windowMs: number) => Promise<Count>;
  /** The current window, without counting. */
  read: (key: string) => Promise<Count>;
  /** Starts a new window with one hit, whatever was there (e.g. "this IP logged in"). */
  set: (key: string, windowMs: number) => Promise<void>;
  close: () => Promise<void>;
};

const MAX_KEYS = 100_000;

/** One process's counters; at most 100 000 keys, the least recently counted going first. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const keep = (key: string, value: { count: number; resetAt: number }) => {
    windows.delete(key);
    windows.set(key, value);
    if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
  };
  const read = (key: string): Count => {
    const entry = windows.get(key);
    if (!entry || entry.resetAt <= now()) return { count: 0, ttl: 0 };
    return { count: entry.count, ttl: entry.resetAt - now() };
  };
  return {
    incr: async (key, windowMs) => {
      const entry = windows.get(key);
      const fresh = !entry || entry.resetAt <= now();
      const next = fresh
        ? { count: 1, resetAt: now() + windowMs }
        : { count: entry.count + 1, resetAt: entry.resetAt };
      keep(key, next);
      return { count: next.count, ttl: next.resetAt - now() };
    },
    read: async (key) => read(key),
    set: async (key, windowMs) => keep(key, { count: 1, resetAt: now() + windowMs }),
    close: async () => {},
  };
}
