// One GET at a time over a kept-alive connection, timed from sending to the last byte: with no
// concurrency the round trip is the server's time plus a loopback hop (well under a millisecond).
import http from 'node:http';

export const keepAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

export type Timed = {
  ms: number;
  status: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
};

export function timedGet(
  url: string,
  agent: http.Agent,
  headers: Record<string, string> = {},
): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          status: response.statusCode ?? 0,
          bytes,
          headers: response.headers,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
