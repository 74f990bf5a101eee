// One log line per request, written when its answer is complete: method, URL, client, status and
// time, as Fastify's own two lines ("incoming request", then "request completed") said between
// them. At the production level (info) a line costs a serialization and a write to stdout, so
// two per request were a measurable share of a cached answer's CPU (bench/README.md). A request
// that never completes is not logged; one that fails is, by the error handler, with its id.
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance) {
  // The level is the process's own (no route sets another): when info is off, no hook at all.
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
