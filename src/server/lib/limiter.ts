/** What a limiter throws when `maxQueued` tasks already wait: the caller answers "busy" at once. */
export class LimiterFullError extends Error {
  constructor() {
    super('Too many tasks are waiting.');
  }
}

/**
 * Runs at most `max` tasks at once; up to `maxQueued` more wait in order, and any beyond them
 * are refused with LimiterFullError rather than waiting without bound.
 */
export function createLimiter(max: number, maxQueued = Infinity) {
  let active = 0;
  const queue: (() => void)[] = [];
  async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) {
      if (queue.length >= maxQueued) throw new LimiterFullError();
      // The finishing task hands its slot over (`active` unchanged), so none can slip in between.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      active++;
    }
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  }
  /** Tasks it holds when full: the running ones plus the waiting ones. */
  return Object.assign(limit, {
    capacity: max + maxQueued,
    running: () => active,
    waiting: () => queue.length,
  });
}
