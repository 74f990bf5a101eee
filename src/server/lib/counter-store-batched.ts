// The default per-IP limit (600 a minute on every API route) counted without a database round
// trip per request: hits are counted here and added to the shared store once per `flushMs` in one
// statement, which answers every key's shared count. A request is judged on the shared count
// last seen plus this process's hits since, so N instances may let through up to N × `flushMs`
// of one client's requests beyond the limit before they all refuse it (decision 013). The exact
// limits (login, sign-up) keep a round trip per hit.
import type { Count } from './counter-store.ts';

export type AddMany = (
  hits: { key: string; count: number; windowMs: number }[],
) => Promise<Map<string, Count>>;

type Entry = { shared: number; local: number; resetAt: number; windowMs: number };

export function createBatchedCounter(addMany: AddMany, { flushMs = 1000, maxKeys = 100_000 } = {}) {
  const entries = new Map<string, Entry>();
  let flushing = false;
  const flush = async () => {
    if (flushing) return;
    const hits = [...entries]
      .filter(([, e]) => e.local > 0)
      .map(([key, e]) => ({ key, count: e.local, windowMs: e.windowMs }));
    if (hits.length === 0) return;
    flushing = true;
    for (const { key } of hits) entries.get(key)!.local = 0;
    try {
      const totals = await addMany(hits);
      for (const [key, { count, ttl }] of totals) {
        const entry = entries.get(key);
        // Hits counted during the round trip are still in `local`, on top of the shared count.
        if (entry) Object.assign(entry, { shared: count, resetAt: Date.now() + ttl });
      }
    } catch {
      // The database is away: the hits are not counted; the requests are limited per process.
    } finally {
      flushing = false;
    }
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    incr: async (key: string, windowMs: number): Promise<Count> => {
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= Date.now()) {
        entry = { shared: 0, local: 0, resetAt: Date.now() + windowMs, windowMs };
        entries.set(key, entry);
        if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      }
      entry.local++;
      return { count: entry.shared + entry.local, ttl: entry.resetAt - Date.now() };
    },
    flush,
    close: async () => clearInterval(timer),
  };
}
