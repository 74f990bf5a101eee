// Conditional GETs for the public API reads. An anonymous answer gets a weak ETag (a hash of its
// JSON) and `Cache-Control: no-cache`: the browser may keep it but asks each time, and when the
// list has not changed the answer is a 304 without a body — a page of 24 listings is ~20 KB
// less to send and parse on a phone. Answers to a logged-in caller (who may see contact
// details) stay `no-store` (plugins/security-headers.ts) and get no ETag.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OnSendDone } from './hook-done.ts';
import { targetOf } from './request-target.ts';

// The public catalogue: what a visitor browses. Anything else (e.g. a link's token check) is
// left `no-store` even when anonymous.
const PUBLIC_READS = /^\/api\/(?:gears|gear-types|certifiers|wanted)(?:[/?]|$)/;

export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match may list several tags, or `*`; weak comparison, as RFC 9110 asks for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** A callback hook: every answer passes here, and an async one costs a promise each time. */
function conditional(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: OnSendDone,
) {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    request.headers.authorization ||
    !PUBLIC_READS.test(targetOf(request).path) ||
    (typeof payload !== 'string' && !Buffer.isBuffer(payload))
  )
    return done(null, payload);
  // An answer from the response cache brings the tag it was stored with: hashing a page of 24
  // listings on every request cost a tenth of the list's throughput (bench/README.md).
  const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return done(null, payload);
  // A compressed answer from the response cache brought its encoding: a 304 has no body.
  reply.code(304).removeHeader('Content-Type').removeHeader('Content-Encoding');
  done(null, '');
}

/**
 * Registered before compression, so the tag is of the JSON itself whatever the encoding, and
 * before the response cache, which then keeps the tag with the answer.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', conditional);
}
