// X-Total-Count without counting a large result on every page. Counting is what a list costs at
// scale: a page of 24 rows is an index walk that stops early, but the total of "every active
// listing" visits all of them (hundreds of milliseconds at a million). Small totals (the usual
// search) are always counted exactly. A total of at least `minimum` is remembered per filter set
// and may be up to `maxAgeMs` old: an older one is still answered while one query refreshes it
// in the background, and concurrent requests for the same uncounted filter set share one count.
// Nobody can tell 12 345 from 12 346 results, and the rows of the page itself are never cached.

export type CountCache = {
  total: (key: string, count: () => Promise<number>) => Promise<number>;
  /** A remembered total, whatever its age, without counting (undefined if none). */
  peek: (key: string) => number | undefined;
  /** After a write: each total is answered once more, while one count refreshes it. */
  markStale: () => void;
};

type Entry = { value: number; at: number; refreshing: boolean };

export function createCountCache({
  minimum = 1000,
  maxAgeMs = 30_000,
  maxEntries = 500,
  now = () => Date.now(),
} = {}): CountCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<number>>();

  const remember = (key: string, value: number) => {
    if (value < minimum) {
      entries.delete(key);
      return;
    }
    entries.delete(key);
    entries.set(key, { value, at: now(), refreshing: false });
    // A Map iterates in insertion order: the first key is the least recently counted.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  const countOnce = (key: string, count: () => Promise<number>) => {
    let running = pending.get(key);
    if (!running) {
      running = count().finally(() => pending.delete(key));
      pending.set(key, running);
      running.then((value) => remember(key, value)).catch(() => {});
    }
    return running;
  };

  return {
    async total(key, count) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      // Far too old (an idle server): count again rather than answer from long ago.
      if (!entry || age > maxAgeMs * 10) return countOnce(key, count);
      if (age > maxAgeMs && !entry.refreshing) {
        entry.refreshing = true;
        countOnce(key, count).catch(() => (entry.refreshing = false));
      }
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    markStale: () => {
      for (const entry of entries.values()) entry.at = Math.min(entry.at, now() - maxAgeMs - 1);
    },
  };
}
