// Every answer counted and timed (lib/metrics.ts) by method, route template and status class:
// the route as registered (`/api/gears/:id/`, the web app's `/*`), never the URL asked, so ids
// and query strings make no new series; a URL no route takes counts as `unmatched`. Registered
// only when the metrics listener is on (METRICS_PORT). The API reads a server render makes
// in-process (features/ssr/renderer.ts) are requests too and count as such.
import type { FastifyInstance } from 'fastify';
import { recordRequest } from '#server/lib/request-stats.ts';

export function registerRequestMetrics(app: FastifyInstance) {
  // A callback hook: every answer passes here, and an async one costs a promise each time.
  app.addHook('onResponse', (request, reply, done) => {
    recordRequest(request.routeOptions.url ?? 'unmatched', request, reply);
    done();
  });
}
