// One computation per key at a time: while one request computes a missing answer, the others
// asking for it wait for that answer instead of computing it again (when a kept answer expires
// under load, fifty requests would otherwise all query at once).
type Flight<T, M> = { done: Promise<T | undefined>; meta: M };

export function createFlights<T, M>() {
  const running = new Map<string, Flight<T, M>>();
  return {
    /** The answer being computed for `key`, if any: undefined once it settles without one. */
    pending: (key: string) => running.get(key)?.done,
    /**
     * The caller computes `key`: it calls the returned function once with its answer, or with
     * nothing when it has none (the waiting requests then compute their own). Later calls are
     * ignored.
     */
    start(key: string, meta: M): (result?: T) => void {
      let resolve!: (result?: T) => void;
      const flight: Flight<T, M> = { done: new Promise((r) => (resolve = r)), meta };
      running.set(key, flight);
      let settled = false;
      return (result) => {
        if (settled) return;
        settled = true;
        if (running.get(key) === flight) running.delete(key);
        resolve(result);
      };
    },
    /**
     * A write happened: requests arriving from now on for the chosen keys compute afresh, while
     * those already waiting (which arrived before the write's answer) still get the running one.
     */
    detach(drop: (meta: M) => boolean) {
      for (const [key, flight] of running) if (drop(flight.meta)) running.delete(key);
    },
  };
}
