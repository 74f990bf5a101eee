// How a request names its route, fuzzed (outside review, third round, finding 1): the router
// decodes `/%61pi/token/` to `/api/token/` and took `GET http://host/api/… HTTP/1.1` as its path,
// while the hooks (limits, login, no-store) tested the raw URL. Every request of the fuzz may be
// spelled with percent-encoded letters, and its answer must then carry the API's headers; and a
// phase over a real socket (app.inject cannot send them) sends targets that are not a path,
// which must be a 400 in the one error body.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';

/** The path with some of its letters (the `api` prefix among them) percent-encoded. */
export const spelledPath = (path: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: path.length, maxLength: path.length })
    .map((flags) =>
      [...path]
        .map((c, i) =>
          flags[i] && /[a-z0-9]/i.test(c) ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c,
        )
        .join(''),
    );

/** Whether a fuzzed URL, as the router reads it, is an API path. */
export const isApiUrl = (url: string) => {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURI(path).startsWith('/api/');
  } catch {
    return false;
  }
};

/**
 * What every answer to the API must carry, whatever the spelling of its path: the security
 * headers, a Cache-Control, and `no-store` for a caller with a login. Undefined when fine.
 */
export function headerViolation(
  request: { url: string; headers: Record<string, string> },
  headers: Record<string, unknown>,
): string | undefined {
  if (!isApiUrl(request.url) || request.url.startsWith('/api/docs')) return undefined;
  if (headers['x-content-type-options'] !== 'nosniff') return 'no security headers';
  const cache = headers['cache-control'];
  if (typeof cache !== 'string') return 'no Cache-Control';
  if (request.headers.authorization && cache !== 'no-store')
    return `Cache-Control "${cache}" for a caller with a login`;
  return undefined;
}

/** Request targets that are not a path: absolute-form (any host, any scheme), asterisk. */
export const foreignTarget = (paths: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom('http', 'https', 'HTTP', 'ftp', 'javascript'),
        fc.constantFrom('localhost', '127.0.0.1', 'evil.example', '[::1]:80', 'a@b', ''),
        fc.constantFrom(...paths),
      )
      .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
    fc.constantFrom('*', 'api/token/', 'localhost:80'),
  );

export type RawAnswer = { status: number; headers: Record<string, unknown>; body: string };

/** One request over a socket with the target as given (node sends `path` unchanged). */
export function sendRaw(
  port: number,
  request: { method: string; target: string; headers: Record<string, string> },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.target,
        headers: { ...request.headers, connection: 'close' },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
