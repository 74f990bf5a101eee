// Rolling restarts: on SIGTERM the instance reports "not ready" (GET /api/health/ready/), stops
// accepting connections and lets the requests it has started finish, up to a grace period
// (SHUTDOWN_GRACE_MS, 10 s). A load balancer that polls readiness stops sending new work; one
// that does not (nginx's passive checks) sees the listening socket closed and picks another
// instance, which is always safe, as no byte of the request was sent. Kept-alive connections
// are closed after the answer they carry, so none sits idle on an instance that is leaving.
// Endless answers (live message streams) are ended by their own preClose hook, which
// app.close() runs first, so they never hold the drain for its whole grace period.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export type Lifecycle = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance) {
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops taking connections and waits for the running requests, at most `graceMs`; those still
 * running then are cut off. Resolves once the HTTP server is closed (hooks included).
 */
export async function drain(app: FastifyInstance, graceMs: number): Promise<'drained' | 'cut'> {
  app.lifecycle.draining = true;
  const closed = app.close().then(() => 'drained' as const);
  // A kept-alive connection that turns idle after its last answer is closed at once.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    const outcome = await Promise.race([closed, delay(graceMs, 'cut' as const, { ref: false })]);
    if (outcome === 'cut') {
      app.server.closeAllConnections();
      await closed;
    }
    return outcome;
  } finally {
    clearInterval(sweep);
  }
}
