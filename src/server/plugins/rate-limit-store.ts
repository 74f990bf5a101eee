// @fastify/rate-limit's store interface over a CounterStore (lib/counter-store.ts), so the
// per-IP and per-route limits count in the same place as the per-account one: this process's
// memory, or PostgreSQL shared by every instance. Each route with its own limit gets a child
// that prefixes its keys with the route, as the plugin's own stores keep one map per route.
// The default limit (the root store) may count through `approximate`, which batches its hits
// (lib/counter-store-batched.ts); the routes' own limits always count exactly.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from '#server/lib/counter-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type Incr = Pick<CounterStore, 'incr'>;

export function rateLimitStore(
  counters: CounterStore,
  approximate: Incr = counters,
): FastifyRateLimitStoreCtor {
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    readonly counting: Incr;
    constructor(_options?: unknown, prefix = '', counting: Incr = approximate) {
      this.prefix = prefix;
      this.counting = counting;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      this.counting.incr(this.prefix + key, timeWindow).then(
        ({ count, ttl }) => callback(null, { current: count, ttl }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback) {
      counters.read(this.prefix + key).then(
        ({ count, ttl }) => callback(null, { current: count, ttl }),
        (error: Error) => callback(error),
      );
    }
    // The plugin hands its merged route parameters, the route under `routeInfo`.
    child(params: object) {
      const { method, url } =
        (params as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      const prefix = `${[method].flat().join(',')} ${url ?? ''}|`;
      return new CounterRateLimitStore(undefined, prefix, counters);
    }
  };
}
