// Answers to requests Node's HTTP parser cannot read (a bare `GET localhost:80 HTTP/1.1`, broken
// header lines, headers past the size limit, a request that took too long to arrive): Fastify's
// own answer had a body of its own shape and none of the security headers. These get the one
// error body, the fixed security headers and `no-store`, then the socket closes (the parser
// cannot tell where the next request would start). Found by the fuzz's request targets.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '#shared/errors.ts';
import type { Config } from '#server/app-deps.ts';
import { helmetHeaders, PERMISSIONS_POLICY } from './security-headers.ts';

const answers: Record<string, [number, ErrorBody]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    { detail: 'The request took too long to arrive.', code: 'validation_error' },
  ],
  HPE_HEADER_OVERFLOW: [
    431,
    { detail: 'The request headers are too large.', code: 'payload_too_large' },
  ],
};
const unreadable: [number, ErrorBody] = [
  400,
  { detail: 'The request could not be read.', code: 'validation_error' },
];

export function clientErrorHandler(
  config: Pick<Config, 'mediaBaseUrl'>,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const fixed = {
    ...helmetHeaders(config.mediaBaseUrl),
    'permissions-policy': PERMISSIONS_POLICY,
    'cache-control': 'no-store',
  };
  const head = Object.entries(fixed)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, body] = answers[error.code ?? ''] ?? unreadable;
    const json = JSON.stringify(body);
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}` +
          `content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(json)}\r\nconnection: close\r\n\r\n${json}`,
      );
    socket.destroy(error);
  };
}
