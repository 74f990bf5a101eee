// The metrics listener: GET /metrics in Prometheus' text format on its own port (METRICS_PORT),
// bound to 127.0.0.1 unless METRICS_HOST says otherwise. It is never on the site's port, so the
// public (and nginx in front) cannot read it; Prometheus reaches it on the private network.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessMetrics, registry } from './metrics.ts';

export type MetricsServer = { port: number; close: () => Promise<void> };

export async function startMetricsServer(options: {
  port: number;
  host: string;
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  // A scrape is one short request: no keep-alive socket holds a stop.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
