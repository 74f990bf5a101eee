// A rendered page's HTML leaves in parts: its head at once (the stylesheet, the scripts' preloads),
// the page once rendered. A compressor keeps what it is given until it has enough to emit, so
// through @fastify/compress a browser that accepts Brotli (every one) got nothing until the whole
// page was done: the head's early start was lost (a cold /gears: 100 ms to the first byte instead
// of 20). Here each part the page writes is compressed and flushed as it comes. The encoding is
// chosen here for kept pages too (page-cache.ts compresses those whole).
import type { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding of ours the client accepts (`q=0` refuses one), or none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** What an HTML answer varies by: the language (cookie or header), and the encoding when sent. */
export const htmlVary = (encoding: Encoding | undefined) =>
  `Accept-Language, Cookie${encoding ? ', Accept-Encoding' : ''}`;

/** Brotli for HTML as @fastify/compress sets it: text mode, quality 4 (fast, and near 11 on HTML). */
export const BROTLI_TEXT = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** `source` compressed, each of its writes flushed to the client when it is made. */
export function encodeEarly(source: Readable, encoding: Encoding): Readable {
  const encoder = encoding === 'br' ? createBrotliCompress(BROTLI_TEXT) : createGzip();
  // pipe() writes each chunk to the encoder from its own 'data' listener, registered first. A
  // client gone mid-page destroys the encoder; the page still renders to the end (and may be kept).
  source.pipe(encoder);
  source.on('data', () => {
    if (!encoder.destroyed) encoder.flush();
  });
  source.on('error', (error) => encoder.destroy(error));
  return encoder;
}
