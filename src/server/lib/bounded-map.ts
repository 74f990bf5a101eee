// A map that forgets its least recently used entries beyond a number of entries or of bytes: the
// bound of every in-memory cache of answers (the API's and the rendered pages'), so no sequence
// of requests can make them grow the process. A value's size is what the caller says it is;
// values that grow after they were kept (a compressed copy added) are counted with `grow`.
export type BoundedMap<K, V> = {
  /** The value, without making it more recent (`touch` does). */
  get: (key: K) => V | undefined;
  /** Makes a held key the most recently used. */
  touch: (key: K) => void;
  /** Keeps a value of `bytes`, forgetting the least recently used beyond the bounds. */
  set: (key: K, value: V, bytes: number) => void;
  /** `value` grew by `added` bytes: counted if it is still the one held for `key`. */
  grow: (key: K, value: V, added: number) => void;
  delete: (key: K) => void;
  /** Forgets every entry `drop` chooses. */
  deleteWhere: (drop: (value: V, key: K) => boolean) => void;
  clear: () => void;
  stats: () => { entries: number; bytes: number };
};

export function createBoundedMap<K, V>({
  maxEntries,
  maxBytes,
}: {
  maxEntries: number;
  maxBytes: number;
}): BoundedMap<K, V> {
  // A Map iterates in insertion order, and a used entry is moved to the end: the first is the LRU.
  const entries = new Map<K, { value: V; bytes: number }>();
  let bytes = 0;

  const remove = (key: K) => {
    const held = entries.get(key);
    if (!held) return;
    bytes -= held.bytes;
    entries.delete(key);
  };
  const shrink = () => {
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
  };

  return {
    get: (key) => entries.get(key)?.value,
    touch: (key) => {
      const held = entries.get(key);
      if (!held) return;
      entries.delete(key);
      entries.set(key, held);
    },
    set: (key, value, size) => {
      remove(key);
      // Larger than the whole budget: it would only push everything else out.
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      shrink();
    },
    grow: (key, value, added) => {
      const held = entries.get(key);
      if (held?.value !== value) return;
      held.bytes += added;
      bytes += added;
      shrink();
    },
    delete: remove,
    deleteWhere: (drop) => {
      // Deleting the entry being visited is safe while iterating a Map.
      for (const [key, held] of entries) if (drop(held.value, key)) remove(key);
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
